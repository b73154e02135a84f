package io.github.sortid.bench.report;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Reads the rows of a JMH result file ({@code -rf json}). */
final class Results {
  private Results() {}

  /**
   * The rows of the file, keyed "Class.method", in the file's order.
   *
   * @throws IOException if the file cannot be read or is no JSON array
   */
  static Map<String, Row> read(Path file) throws IOException {
    JsonNode json = new ObjectMapper().readTree(file.toFile());
    if (!json.isArray()) {
      throw new IOException(file + ": not a JMH result file (no JSON array)");
    }
    Map<String, Row> rows = new LinkedHashMap<>();
    for (JsonNode result : json) {
      String[] parts = result.path("benchmark").asText().split("\\.");
      if (parts.length < 2) {
        throw new IOException(file + ": no benchmark name in " + result);
      }
      String group = parts[parts.length - 2];
      String method = parts[parts.length - 1];
      JsonNode metric = result.path("primaryMetric");
      double score = number(metric.path("score"));
      double error = number(metric.path("scoreError"));
      error = Double.isNaN(error) ? 0 : error;
      // JMH writes NaN bounds (as strings) when a row has too few iterations for an interval.
      double low = score - error;
      double high = score + error;
      JsonNode bounds = metric.path("scoreConfidence");
      if (bounds.size() == 2
          && !Double.isNaN(number(bounds.get(0)))
          && !Double.isNaN(number(bounds.get(1)))) {
        low = number(bounds.get(0));
        high = number(bounds.get(1));
      }
      Map<String, Double> percentiles = new LinkedHashMap<>();
      for (Map.Entry<String, JsonNode> entry : metric.path("scorePercentiles").properties()) {
        percentiles.put(entry.getKey(), number(entry.getValue()));
      }
      String key = group + "." + method;
      rows.put(
          key,
          new Row(
              key,
              group,
              method,
              result.path("mode").asText(),
              result.path("threads").asInt(1),
              score,
              error,
              low,
              high,
              forkMeans(metric),
              percentiles));
    }
    return rows;
  }

  /**
   * The mean of each fork's measured iterations: from {@code rawData} (one list of iteration scores
   * per fork), or for a sampled row from {@code rawDataHistogram} (per fork, per iteration, a list
   * of {@code [time, count]} pairs), weighting every sampled call alike.
   */
  private static List<Double> forkMeans(JsonNode metric) {
    List<Double> means = new ArrayList<>();
    if (metric.has("rawData")) {
      for (JsonNode fork : metric.get("rawData")) {
        double sum = 0;
        for (JsonNode score : fork) {
          sum += number(score);
        }
        means.add(sum / fork.size());
      }
    } else if (metric.has("rawDataHistogram")) {
      for (JsonNode fork : metric.get("rawDataHistogram")) {
        double sum = 0;
        double count = 0;
        for (JsonNode iteration : fork) {
          for (JsonNode bin : iteration) {
            sum += number(bin.get(0)) * number(bin.get(1));
            count += number(bin.get(1));
          }
        }
        means.add(sum / count);
      }
    }
    return means;
  }

  /** A number, or NaN for JMH's {@code "NaN"} string and for a missing value. */
  private static double number(JsonNode node) {
    return node.isNumber() ? node.asDouble() : Double.NaN;
  }
}

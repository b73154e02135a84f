package io.github.sortid.bench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.Font;
import java.awt.FontFormatException;
import java.awt.font.FontRenderContext;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;

/**
 * Runs the report on a small JMH result file and checks what it prints and the chart it draws: no
 * label runs past the left edge, each row stands next to the row the table compares it with, and
 * every bar has its confidence interval; and that rules naming a row no benchmark measures fail the
 * report, naming the target.
 */
class ReportTest {
  /** The font size of the chart's labels, in px. */
  private static final double FONT_SIZE = 12;

  /** The chart's row pitch, in px: the rows of one group are this far apart, and no more. */
  private static final double ROW_HEIGHT = 18;

  /** DejaVu Sans, as Debian installs it: the widest of the fonts "sans-serif" usually means. */
  private static final Path DEJAVU_SANS =
      Path.of("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf");

  private static final Path RESULTS = Path.of("src", "test", "resources", "report", "results.json");

  private static String table;
  private static Document chart;
  private static String chartText;

  @BeforeAll
  static void runReport(@TempDir Path dir) throws Exception {
    Path svg = dir.resolve("chart.svg");
    ByteArrayOutputStream printed = new ByteArrayOutputStream();
    ByteArrayOutputStream errors = new ByteArrayOutputStream();
    int status =
        Report.run(
            new String[] {RESULTS.toString(), svg.toString()},
            new PrintStream(printed, true, StandardCharsets.UTF_8),
            new PrintStream(errors, true, StandardCharsets.UTF_8));
    // The jar's own rules name only rows that its benchmarks measure.
    assertEquals(0, status, errors.toString(StandardCharsets.UTF_8));
    table = printed.toString(StandardCharsets.UTF_8);
    chartText = Files.readString(svg, StandardCharsets.UTF_8);
    chart = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(svg.toFile());
  }

  @Test
  void aTargetNamingARowThatNoBenchmarkMeasuresFailsTheReport(@TempDir Path dir)
      throws IOException {
    String rules = builtInRules();
    // As if Scru128Benchmark.officialGenerate had been renamed: its first target finds no row.
    String renamed =
        rules.replaceFirst(
            "\"numerator\": \"Scru128Benchmark.officialGenerate\"",
            "\"numerator\": \"Scru128Benchmark.officialGenerateRenamed\"");
    assertNotEquals(rules, renamed);
    Path file = Files.writeString(dir.resolve("rules.json"), renamed);
    ByteArrayOutputStream printed = new ByteArrayOutputStream();
    ByteArrayOutputStream errors = new ByteArrayOutputStream();
    int status =
        Report.run(
            new String[] {RESULTS.toString(), "--rules", file.toString()},
            new PrintStream(printed, true, StandardCharsets.UTF_8),
            new PrintStream(errors, true, StandardCharsets.UTF_8));
    assertEquals(1, status);
    assertEquals(
        "report: target \"SCRU128 generate >= 3x faster than official\" names"
            + " Scru128Benchmark.officialGenerateRenamed, which is no benchmark of this jar\n",
        errors.toString(StandardCharsets.UTF_8));
    assertEquals("", printed.toString(StandardCharsets.UTF_8), "no report from broken rules");
  }

  @Test
  void rulesWithAKeyTheModelDoesNotKnowAreRefused() throws IOException {
    String typo = builtInRules().replaceFirst("\\{", "{\"peer\": {},");
    IOException e =
        assertThrows(
            IOException.class,
            () -> Rules.read(new ByteArrayInputStream(typo.getBytes(StandardCharsets.UTF_8))));
    assertTrue(e.getMessage().startsWith("Unrecognized field \"peer\""), e.getMessage());
  }

  @Test
  void aTargetNeedsExactlyOneBound() {
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () -> new Rules.RatioTarget("both", "A.a", "B.b", 1.0, 2.0, false));
    assertEquals("rules: target \"both\" needs exactly one of atMost and atLeast", e.getMessage());
  }

  @Test
  void everyTargetOfTheRulesIsInTheTable() throws IOException {
    Rules rules = Rules.builtIn();
    for (Rules.RatioTarget target : rules.targets()) {
      assertTrue(table.contains("| " + target.description() + " |"), target.description());
    }
    // The fixture holds both rows of the SCRU128 target and neither of the Jackson targets'.
    assertTrue(
        table.contains("| SCRU128 generate >= 3x faster than official | 2.97x (>= 3.0) | MISS |"),
        table);
    assertTrue(
        table.contains("| Jackson 3: read a SCRU128 record <= 1.2x a UUID record | not run | - |"));
  }

  @Test
  void labelColumnFitsTheLongestLabel() throws IOException, FontFormatException {
    Element svg = chart.getDocumentElement();
    assertEquals(
        "0 0 " + svg.getAttribute("width") + " " + svg.getAttribute("height"),
        svg.getAttribute("viewBox"));
    Font dejaVu =
        Files.exists(DEJAVU_SANS)
            ? Font.createFont(Font.TRUETYPE_FONT, DEJAVU_SANS.toFile())
                .deriveFont((float) FONT_SIZE)
            : null;
    List<Element> rows = elements(svg, "g", "row");
    assertEquals(13, rows.size(), "12 rows, Scru128Benchmark.generate drawn twice");
    double longest = 0;
    for (Element row : rows) {
      Element label = only(row, "text", "label");
      Element bar = only(row, "rect", "bar");
      String text = label.getTextContent();
      // Without the font, a floor under any sans-serif font's width: 0.6 em a character.
      double width = text.length() * 0.6 * FONT_SIZE;
      if (dejaVu != null) {
        FontRenderContext context = new FontRenderContext(null, true, true);
        width = Math.max(width, dejaVu.getStringBounds(text, context).getWidth());
      }
      longest = Math.max(longest, width);
      double labelEnd = number(label, "x");
      assertEquals("end", label.getAttribute("text-anchor"));
      assertTrue(labelEnd - width >= 0, text + " starts left of the chart's edge");
      assertTrue(labelEnd < number(bar, "x"), text + " runs into its bar");
    }
    // The longest label in the fixture is some 500 px wide, far past the old fixed 300 px column.
    assertTrue(longest > 450, "the fixture's longest label is " + longest + " px");
  }

  @Test
  void eachRowStandsNextToTheRowItIsComparedWith() {
    // The comparisons as the table (the first block printed) names them: row -> "compared with".
    String firstTable = table.substring(0, table.indexOf("\n\n"));
    Map<String, String> comparisons = new LinkedHashMap<>();
    Matcher line =
        Pattern.compile(
                "(?m)^\\| \\**([\\w.]+?)\\** \\| \\d+ \\| [^|]+ \\| [^|]+ \\| ([\\w.]+) \\|")
            .matcher(firstTable);
    while (line.find()) {
      comparisons.put(line.group(1), line.group(2));
    }
    assertEquals(6, comparisons.size(), firstTable);

    List<Element> groups = elements(chart.getDocumentElement(), "g", "group");
    comparisons.forEach(
        (key, other) -> {
          Element group =
              groups.stream()
                  .filter(g -> g.getAttribute("data-reference").equals(other))
                  .findFirst()
                  .orElseThrow(() -> new AssertionError("no group for " + other));
          List<String> keys =
              elements(group, "g", "row").stream().map(r -> r.getAttribute("data-key")).toList();
          assertTrue(keys.contains(key), key + " is not in the group of " + other + ": " + keys);
          assertEquals(
              other, keys.get(keys.size() - 1), "the group ends with the row compared with");
        });

    // The rows of a group are drawn one right under the other; between groups there is a gap.
    double previousGroupEnd = Double.NEGATIVE_INFINITY;
    for (Element group : groups) {
      List<Element> rows = elements(group, "g", "row");
      assertFalse(rows.isEmpty());
      double first = number(only(rows.get(0), "rect", "bar"), "y");
      assertTrue(first > previousGroupEnd + ROW_HEIGHT, "no gap before the group at y " + first);
      for (int i = 0; i < rows.size(); i++) {
        assertEquals(
            first + i * ROW_HEIGHT,
            number(only(rows.get(i), "rect", "bar"), "y"),
            0.01,
            "row " + i);
      }
      previousGroupEnd = first + (rows.size() - 1) * ROW_HEIGHT;
    }

    // sortid's bars and the peers' differ in colour, and the legend says which is which.
    assertNotEquals(
        barColour("Scru128Benchmark.generate"), barColour("UlidBenchmark.creatorGenerate"));
    // UuidBenchmark holds peers and baselines, and one sortid row: UUIDv7.
    assertEquals(barColour("Scru128Benchmark.generate"), barColour("UuidBenchmark.uuidV7"));
    assertEquals(barColour("UlidBenchmark.creatorGenerate"), barColour("UuidBenchmark.jugV7"));
    assertTrue(chartText.contains(">sortid</text>"));
    assertTrue(chartText.contains(">peer library or baseline</text>"));
  }

  @Test
  void everyBarHasItsConfidenceInterval() {
    Pattern whisker =
        Pattern.compile("M([\\d.]+) ([\\d.]+)H([\\d.]+)M([\\d.]+) [\\d.]+V[\\d.]+M([\\d.]+) .*");
    Map<String, double[]> spans = new LinkedHashMap<>();
    for (Element row : elements(chart.getDocumentElement(), "g", "row")) {
      Element bar = only(row, "rect", "bar");
      Element errorBar = only(row, "path", "error-bar");
      Matcher d = whisker.matcher(errorBar.getAttribute("d"));
      assertTrue(d.matches(), errorBar.getAttribute("d"));
      double low = Double.parseDouble(d.group(1));
      double high = Double.parseDouble(d.group(3));
      double barEnd = number(bar, "x") + number(bar, "width");
      double middle = number(bar, "y") + number(bar, "height") / 2;
      String key = row.getAttribute("data-key");
      assertEquals(middle, Double.parseDouble(d.group(2)), 0.01, key);
      assertTrue(low <= barEnd + 0.1 && barEnd <= high + 0.1, key + ": bar end outside whisker");
      assertTrue(low >= number(bar, "x") - 0.1, key + ": whisker starts left of the axis");
      spans.put(key, new double[] {low, barEnd, high});
    }
    // Scru128Benchmark.generate: 41.1 in [37.1, 45.2], a visible whisker either side.
    double[] scru128 = spans.get("Scru128Benchmark.generate");
    assertTrue(scru128[0] < scru128[1] - 1 && scru128[2] > scru128[1] + 1);
    // UlidBenchmark.generate had one iteration: NaN error and interval, a whisker of no width.
    double[] ulid = spans.get("UlidBenchmark.generate");
    assertEquals(ulid[0], ulid[2], 0.01);
    // TwoThreadBenchmark.randomUuid: 986 ± 1200 reaches below zero; the whisker stops at the axis.
    Element randomUuid = row("TwoThreadBenchmark.randomUuid");
    assertEquals(
        number(only(randomUuid, "rect", "bar"), "x"),
        spans.get(randomUuid.getAttribute("data-key"))[0],
        0.01);
  }

  /** The text of the jar's rules file. */
  private static String builtInRules() throws IOException {
    try (InputStream json = Report.class.getResourceAsStream(Rules.RESOURCE)) {
      return new String(json.readAllBytes(), StandardCharsets.UTF_8);
    }
  }

  private static String barColour(String key) {
    return only(row(key), "rect", "bar").getAttribute("fill");
  }

  private static Element row(String key) {
    return elements(chart.getDocumentElement(), "g", "row").stream()
        .filter(row -> row.getAttribute("data-key").equals(key))
        .findFirst()
        .orElseThrow(() -> new AssertionError("no row " + key));
  }

  /** The elements of a tag and class under {@code parent}, in document order. */
  private static List<Element> elements(Element parent, String tag, String cssClass) {
    List<Element> found = new ArrayList<>();
    NodeList nodes = parent.getElementsByTagName(tag);
    for (int i = 0; i < nodes.getLength(); i++) {
      Node node = nodes.item(i);
      if (node instanceof Element element && element.getAttribute("class").equals(cssClass)) {
        found.add(element);
      }
    }
    return found;
  }

  /** The one element of a tag and class under {@code parent}. */
  private static Element only(Element parent, String tag, String cssClass) {
    List<Element> found = elements(parent, tag, cssClass);
    assertEquals(1, found.size(), tag + "." + cssClass + " in " + parent.getAttribute("data-key"));
    return found.get(0);
  }

  private static double number(Element element, String attribute) {
    return Double.parseDouble(element.getAttribute(attribute));
  }
}

package io.github.sortid.bench.report;

import static io.github.sortid.bench.report.Format.comparison;
import static io.github.sortid.bench.report.Format.escape;
import static io.github.sortid.bench.report.Format.format;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.DoubleUnaryOperator;

/**
 * The scores as an SVG bar chart: each row next to the row it is compared with, each bar with its
 * confidence interval, on a logarithmic time axis.
 *
 * <p>Drawn by hand rather than with JFreeChart 1.5.6 and JFreeSVG 5.0.7: their statistical bar
 * renderer draws symmetric error bars only, and one that reaches below zero on a log axis comes out
 * as {@code x1='NaN'}; long category labels are cut short with an ellipsis; a log axis's numbers
 * are glyph outlines rather than text; and nothing keeps a group of compared rows together.
 */
final class BarChart {
  private BarChart() {}

  /** The colour of sortid's bars. */
  private static final String SORTID_COLOUR = "#1f6feb";

  /** The colour of the peers' and baselines' bars. */
  private static final String PEER_COLOUR = "#a0a0a0";

  /** The colour of the confidence-interval whiskers. */
  private static final String WHISKER_COLOUR = "#222222";

  /** Characters at most 0.42 em wide in DejaVu Sans. */
  private static final String NARROW = " !'(),-./:;I[\\]fijlrt|`";

  /** Characters up to 1 em wide in DejaVu Sans. */
  private static final String WIDE = "%@MWmw";

  /** Characters at most 0.84 em wide in DejaVu Sans, with the capitals (0.79 em at most). */
  private static final String BROAD = "\"#&*+<=>?^_{}~";

  /**
   * A generous estimate of how wide a text is drawn, in px: each character counts as the widest
   * character of its class in DejaVu Sans, whose metrics match Verdana's and are wider than
   * Arial's, Helvetica's or Liberation Sans', the fonts "sans-serif" usually stands for. Bold text
   * counts 15% wider; characters beyond ASCII count 1 em.
   */
  static double textWidth(String text, double fontSize, boolean bold) {
    double em = 0;
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c > '~' || WIDE.indexOf(c) >= 0) {
        em += 1;
      } else if (NARROW.indexOf(c) >= 0) {
        em += 0.42;
      } else if (BROAD.indexOf(c) >= 0 || Character.isUpperCase(c)) {
        em += 0.84;
      } else {
        em += 0.64;
      }
    }
    return em * fontSize * (bold ? 1.15 : 1);
  }

  /**
   * One block of the chart under a heading: groups of rows, drawn with a gap between groups. In a
   * group of compared rows the last row is the one the others are compared with.
   */
  record Section(String heading, List<Group> groups) {}

  /**
   * Rows drawn next to each other; {@code reference} is the row the others are compared with (the
   * group's last row), or null for a group of rows compared with nothing.
   */
  record Group(List<Row> rows, Row reference) {}

  /**
   * The chart's rows in the order they are drawn. Each row that the table compares with another
   * (the rules' peers) stands next to it: one group per row compared with, holding the rows
   * compared with it (in the file's order) and then that row itself. A row that is compared with
   * one row and compared against by others (SCRU128's own {@code generate}, say) is drawn in both
   * groups. The groups whose reference is a peer library or a baseline come first, then those whose
   * reference is a sortid row, then the rows compared with nothing, one group per benchmark class.
   */
  static List<Section> chartSections(Map<String, Row> rows, Rules rules) {
    Map<String, List<Row>> comparedWith = new LinkedHashMap<>();
    for (Row row : rows.values()) {
      String other = rules.peerOf(row.key());
      if (other != null && rows.containsKey(other)) {
        comparedWith.computeIfAbsent(other, key -> new ArrayList<>()).add(row);
      }
    }
    List<Group> againstPeers = new ArrayList<>();
    List<Group> againstSortid = new ArrayList<>();
    Set<String> drawn = new HashSet<>();
    for (Row reference : rows.values()) {
      List<Row> subjects = comparedWith.get(reference.key());
      if (subjects == null) {
        continue;
      }
      List<Row> members = new ArrayList<>(subjects);
      members.add(reference);
      members.forEach(row -> drawn.add(row.key()));
      (rules.isPeer(reference) ? againstPeers : againstSortid).add(new Group(members, reference));
    }
    Map<String, List<Row>> rest = new LinkedHashMap<>();
    for (Row row : rows.values()) {
      if (!drawn.contains(row.key())) {
        rest.computeIfAbsent(row.group(), group -> new ArrayList<>()).add(row);
      }
    }
    List<Section> sections = new ArrayList<>();
    if (!againstPeers.isEmpty()) {
      sections.add(new Section("Compared with a peer library or baseline", againstPeers));
    }
    if (!againstSortid.isEmpty()) {
      sections.add(new Section("Compared with another sortid row", againstSortid));
    }
    if (!rest.isEmpty()) {
      sections.add(
          new Section(
              "Not compared",
              rest.values().stream().map(members -> new Group(members, null)).toList()));
    }
    return sections;
  }

  /** A row's label on the chart: its key, and its thread count when above one. */
  private static String label(Row row) {
    return row.key() + (row.threads() > 1 ? " (" + row.threads() + " threads)" : "");
  }

  /**
   * A horizontal bar chart of the rows on a logarithmic time axis (the rows span three orders of
   * magnitude), in the groups of {@link #chartSections}: sortid's rows in one colour and the peers'
   * in another, each bar with a whisker over its 99.9% confidence interval. The label column is as
   * wide as the longest label needs.
   *
   * <p>Each row is a {@code <g class="row">} with its key in {@code data-key}, holding the label, a
   * {@code rect class="bar"} and a {@code path class="error-bar"}; each group is a {@code <g
   * class="group">}.
   */
  static String svg(Map<String, Row> rows, Rules rules) {
    int fontSize = 12;
    int titleSize = 14;
    int rowHeight = 18;
    int barHeight = 14;
    int groupGap = 8;
    int headingHeight = 24;
    int margin = 10;
    int barArea = 560;
    String title = "Average time per operation, ns (log scale; shorter is faster)";
    String note =
        "Each group: sortid rows, then the row they are compared with; the ratio is against it.";
    List<Section> sections = chartSections(rows, rules);

    double labelWidth = 0;
    double lowest = Double.MAX_VALUE;
    double highest = 1;
    for (Section section : sections) {
      labelWidth = Math.max(labelWidth, textWidth(section.heading(), fontSize, true));
      for (Group group : section.groups()) {
        for (Row row : group.rows()) {
          labelWidth = Math.max(labelWidth, textWidth(label(row), fontSize, false));
          lowest = Math.min(lowest, row.score());
          highest = Math.max(highest, Math.max(row.score(), row.high()));
        }
      }
    }
    // From 1 ns (or the decade below the fastest row) to the first 1, 2 or 5 times a power of ten
    // at or above the top of the slowest row's interval.
    int fromDecade = (int) Math.min(0, Math.floor(Math.log10(lowest)));
    double power = Math.pow(10, Math.floor(Math.log10(highest)));
    double end = power;
    for (int step : new int[] {2, 5, 10}) {
      end = end < highest ? power * step : end;
    }
    double axisEnd = Math.max(end, Math.pow(10, fromDecade + 1));
    double span = Math.log10(axisEnd) - fromDecade;
    double barX = Math.ceil(margin + labelWidth + 8);
    DoubleUnaryOperator x =
        value -> {
          double clamped = Math.min(Math.max(value, Math.pow(10, fromDecade)), axisEnd);
          return barX + barArea * (Math.log10(clamped) - fromDecade) / span;
        };

    int legendY = 60;
    int axisY = 84;
    int top = axisY + 8;
    StringBuilder body = new StringBuilder();
    double right = barX + barArea;
    int y = top;
    for (Section section : sections) {
      y += headingHeight;
      body.append(
          String.format(
              Locale.ROOT,
              "<text x=\"%d\" y=\"%d\" font-weight=\"bold\">%s</text>\n",
              margin,
              y - 7,
              escape(section.heading())));
      for (Group group : section.groups()) {
        body.append("<g class=\"group\"")
            .append(
                group.reference() != null
                    ? " data-reference=\"" + escape(group.reference().key()) + "\""
                    : "")
            .append(">\n");
        for (Row row : group.rows()) {
          double barEnd = x.applyAsDouble(row.score());
          double low = x.applyAsDouble(row.low());
          double high = x.applyAsDouble(row.high());
          double middle = y + rowHeight / 2.0;
          String value = format(row.score()) + " ± " + format(row.error());
          String ratio =
              group.reference() != null && group.reference() != row
                  ? comparison(group.reference().score() / row.score())
                  : "";
          double valueX = Math.max(barEnd, high) + 5;
          right =
              Math.max(
                  right,
                  valueX
                      + textWidth(value, fontSize, false)
                      + (ratio.isEmpty() ? 0 : 10 + textWidth(ratio, fontSize, true)));
          body.append(
              String.format(
                  Locale.ROOT,
                  "<g class=\"row\" data-key=\"%s\"%s>"
                      + "<text class=\"label\" x=\"%.1f\" y=\"%.1f\" text-anchor=\"end\">%s</text>"
                      + "<rect class=\"bar\" x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%d\""
                      + " fill=\"%s\"/>"
                      + "<path class=\"error-bar\" d=\"M%.1f %.1fH%.1fM%.1f %.1fV%.1fM%.1f %.1fV%.1f\""
                      + " stroke=\"%s\" fill=\"none\"/>"
                      + "<text class=\"value\" x=\"%.1f\" y=\"%.1f\">%s%s</text></g>\n",
                  escape(row.key()),
                  group.reference() != null && group.reference() != row
                      ? " data-compared-with=\"" + escape(group.reference().key()) + "\""
                      : "",
                  barX - 8,
                  middle + 4,
                  escape(label(row)),
                  barX,
                  middle - barHeight / 2.0,
                  Math.max(barEnd - barX, 1),
                  barHeight,
                  rules.isPeer(row) ? PEER_COLOUR : SORTID_COLOUR,
                  low,
                  middle,
                  high,
                  low,
                  middle - 4,
                  middle + 4,
                  high,
                  middle - 4,
                  middle + 4,
                  WHISKER_COLOUR,
                  valueX,
                  middle + 4,
                  escape(value),
                  ratio.isEmpty()
                      ? ""
                      : "<tspan dx=\"10\" font-weight=\"bold\">" + escape(ratio) + "</tspan>"));
          y += rowHeight;
        }
        body.append("</g>\n");
        y += groupGap;
      }
    }
    int bottom = y;
    int height = bottom + 30;
    String sortidText = "sortid";
    String peerText = "peer library or baseline";
    String whiskerText = "99.9% confidence interval (JMH)";
    double peerX = margin + 18 + textWidth(sortidText, fontSize, false) + 16;
    double whiskerX = peerX + 18 + textWidth(peerText, fontSize, false) + 16;
    double width = right + margin;
    width = Math.max(width, margin * 2 + textWidth(title, titleSize, true));
    width = Math.max(width, margin * 2 + textWidth(note, fontSize, false));
    width = Math.ceil(Math.max(width, whiskerX + 18 + textWidth(whiskerText, fontSize, false)));

    StringBuilder out = new StringBuilder();
    out.append(
        String.format(
            Locale.ROOT,
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%.0f\" height=\"%d\""
                + " viewBox=\"0 0 %.0f %d\" font-family=\"sans-serif\" font-size=\"%d\">\n",
            width,
            height,
            width,
            height,
            fontSize));
    out.append("<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n");
    out.append(
        String.format(
            Locale.ROOT,
            "<text x=\"%d\" y=\"20\" font-size=\"%d\" font-weight=\"bold\">%s</text>\n"
                + "<text x=\"%d\" y=\"38\" fill=\"#444444\">%s</text>\n",
            margin,
            titleSize,
            escape(title),
            margin,
            escape(note)));
    // The legend: a sortid bar, a peer bar and a whisker, each with its meaning.
    out.append(legendSwatch(margin, legendY, SORTID_COLOUR, sortidText));
    out.append(legendSwatch(peerX, legendY, PEER_COLOUR, peerText));
    out.append(
        String.format(
            Locale.ROOT,
            "<path d=\"M%.1f %dH%.1fM%.1f %dV%dM%.1f %dV%d\" stroke=\"%s\" fill=\"none\"/>"
                + "<text x=\"%.1f\" y=\"%d\">%s</text>\n",
            whiskerX,
            legendY - 4,
            whiskerX + 14,
            whiskerX,
            legendY - 8,
            legendY,
            whiskerX + 14,
            legendY - 8,
            legendY,
            WHISKER_COLOUR,
            whiskerX + 18,
            legendY,
            escape(whiskerText)));
    // The axis: a line and a number at each power of ten, at the top and the bottom; lighter lines
    // at 2 and 5 times each, numbered only where the axis ends on one.
    double last = axisEnd * (1 + 1e-9);
    for (int d = fromDecade; Math.pow(10, d) <= last; d++) {
      double decade = Math.pow(10, d);
      out.append(gridLine(x.applyAsDouble(decade), decade, "#cccccc", top, bottom, axisY));
      for (int step : new int[] {2, 5}) {
        double value = decade * step;
        if (value <= last) {
          boolean numbered = value * (1 + 1e-9) >= axisEnd;
          out.append(
              gridLine(
                  x.applyAsDouble(value),
                  numbered ? value : Double.NaN,
                  numbered ? "#cccccc" : "#eeeeee",
                  top,
                  bottom,
                  axisY));
        }
      }
    }
    out.append(body);
    out.append("</svg>\n");
    return out.toString();
  }

  /**
   * A vertical grid line from {@code top} to {@code bottom}, and unless {@code value} is NaN its
   * number above the rows (at {@code axisY}) and below them.
   */
  private static String gridLine(
      double at, double value, String colour, int top, int bottom, int axisY) {
    String line =
        String.format(
            Locale.ROOT,
            "<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" stroke=\"%s\"/>",
            at,
            top,
            at,
            bottom,
            colour);
    if (Double.isNaN(value)) {
      return line + "\n";
    }
    String number = value >= 1 ? String.valueOf(Math.round(value)) : format(value);
    String text = "<text x=\"%.1f\" y=\"%d\" text-anchor=\"middle\" fill=\"#666666\">%s</text>";
    return line
        + String.format(Locale.ROOT, text, at, axisY, number)
        + String.format(Locale.ROOT, text, at, bottom + 16, number)
        + "\n";
  }

  /** A legend entry: a small bar of the colour, and its meaning right of it. */
  private static String legendSwatch(double x, int y, String colour, String text) {
    return String.format(
        Locale.ROOT,
        "<rect x=\"%.1f\" y=\"%d\" width=\"14\" height=\"10\" fill=\"%s\"/>"
            + "<text x=\"%.1f\" y=\"%d\">%s</text>\n",
        x,
        y - 9,
        colour,
        x + 18,
        y,
        escape(text));
  }

  /** The text with the characters XML reserves escaped. */
}

package io.github.sortid.bench.report;

import static io.github.sortid.bench.report.Format.micros;
import static io.github.sortid.bench.report.Format.ratio;

import java.util.Map;

/**
 * The markdown table of the speed targets with PASS, MISS, n/a (where the machine's own floor rules
 * the target out) or "not run", and a count of each.
 */
final class TargetCheck {
  private TargetCheck() {}

  /** The table of the rules' targets, judged on the rows. */
  static String of(Map<String, Row> rows, Rules rules) {
    StringBuilder out = new StringBuilder();
    out.append("| target | measured | result |\n");
    out.append("| --- | ---: | --- |\n");
    Row floorTwo = rows.get(rules.floor().twoThreads());
    Row floorOne = rows.get(rules.floor().oneThread());
    int[] counts = new int[Verdict.values().length];
    for (Rules.RatioTarget target : rules.targets()) {
      Row a = rows.get(target.numerator());
      Row b = rows.get(target.denominator());
      String measured = "not run";
      String verdict = "-";
      Verdict kind = Verdict.NOT_RUN;
      if (a != null && b != null) {
        double ratio = a.score() / b.score();
        measured =
            ratio(ratio) + (target.atMost() != null ? " (<= " : " (>= ") + target.bound() + ")";
        if (target.onlyWhereTheFloorMeetsIt() && (floorTwo == null || floorOne == null)) {
          verdict = "n/a: the floor rows were not run";
          kind = Verdict.NOT_APPLICABLE;
        } else if (target.onlyWhereTheFloorMeetsIt()
            && !target.met(floorTwo.score() / floorOne.score())) {
          verdict =
              "n/a: floor's own 2-thread ratio is " + ratio(floorTwo.score() / floorOne.score());
          kind = Verdict.NOT_APPLICABLE;
        } else {
          kind = target.met(ratio) ? Verdict.PASS : Verdict.MISS;
          verdict = kind.name();
        }
      }
      counts[kind.ordinal()]++;
      out.append("| ")
          .append(target.description())
          .append(" | ")
          .append(measured)
          .append(" | ")
          .append(verdict)
          .append(" |\n");
    }
    for (Rules.LatencyTarget target : rules.latencyTargets()) {
      Verdict kind = latency(rows, target, out);
      counts[kind.ordinal()]++;
    }
    if (floorTwo != null && floorOne != null) {
      // The two-thread targets cannot beat the hardware: this is what a single shared atomic
      // counter, the least state a cross-thread ordering needs, costs at two threads.
      out.append("\nfloor of the two-thread ratios (clock + one shared atomic increment): ")
          .append(ratio(floorTwo.score() / floorOne.score()))
          .append('\n');
    }
    out.append("\ntargets: ")
        .append(counts[Verdict.PASS.ordinal()])
        .append(" PASS, ")
        .append(counts[Verdict.MISS.ordinal()])
        .append(" MISS");
    if (counts[Verdict.NOT_APPLICABLE.ordinal()] > 0) {
      out.append(", ").append(counts[Verdict.NOT_APPLICABLE.ordinal()]).append(" n/a");
    }
    if (counts[Verdict.NOT_RUN.ordinal()] > 0) {
      out.append(", ").append(counts[Verdict.NOT_RUN.ordinal()]).append(" not run");
    }
    return out.append('\n').toString();
  }

  /** Appends the line of a latency target and returns its verdict. */
  private static Verdict latency(
      Map<String, Row> rows, Rules.LatencyTarget target, StringBuilder out) {
    Row row = rows.get(target.row());
    Row floor = rows.get(target.floor());
    Double value = row != null ? row.percentiles().get(target.percentile()) : null;
    Double floorValue = floor != null ? floor.percentiles().get(target.percentile()) : null;
    out.append("| ").append(target.description()).append(" | ");
    if (value == null || floorValue == null) {
      out.append("not run | - |\n");
      return Verdict.NOT_RUN;
    }
    String bound = micros(target.atMostNs());
    out.append(micros(value)).append(" µs");
    if (floorValue > target.atMostNs()) {
      // Then a single preemption or interrupt costs more than the bound, whatever the generator
      // does; what is left to judge is how the row's tail compares with the floor's.
      out.append(" (")
          .append(ratio(value / floorValue))
          .append(" the floor's ")
          .append(micros(floorValue))
          .append(" µs) | n/a: the floor's own p")
          .append(target.percentile())
          .append(" is above ")
          .append(bound)
          .append(" µs, the machine's noise sets the bound |\n");
      return Verdict.NOT_APPLICABLE;
    }
    Verdict kind = value <= target.atMostNs() ? Verdict.PASS : Verdict.MISS;
    out.append(" (<= ").append(bound).append(") | ").append(kind.name()).append(" |\n");
    return kind;
  }

  /** How a target came out. */
  private enum Verdict {
    PASS,
    MISS,
    NOT_APPLICABLE,
    NOT_RUN
  }
}

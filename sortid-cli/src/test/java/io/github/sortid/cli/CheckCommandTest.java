package io.github.sortid.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sortid.IdFormatException;
import io.github.sortid.IdType;
import io.github.sortid.euid.Euid;
import io.github.sortid.scru128.Scru128Id;
import io.github.sortid.scru128.v1.Scru128V1Id;
import io.github.sortid.scru64.Scru64Id;
import io.github.sortid.ulid.Ulid;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.OptionalInt;
import java.util.SplittableRandom;
import java.util.UUID;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

class CheckCommandTest {
  /** 2023-11-14T22:13:20Z in milliseconds. */
  private static final long T0 = 1_700_000_000_000L;

  /**
   * Builds IDs of one format that increase with {@code timestamp} (in the format's unit: SCRU64
   * counts 256-ms ticks) and, within a timestamp, with {@code count}, and says which check a
   * swapped pair of the same timestamp fails.
   */
  record Fixture(String type, IdMaker maker, String swapCheck) {
    String id(long timestamp, int count) {
      return maker.id(timestamp, count);
    }

    long start() {
      return type.equals("scru64") ? T0 >> 8 : T0;
    }

    /** 100 IDs, 10 in each of 10 consecutive timestamps. */
    List<String> stream() {
      List<String> ids = new ArrayList<>();
      for (int i = 0; i < 100; i++) {
        ids.add(id(start() + i / 10, i % 10));
      }
      return ids;
    }

    IdType<?> idType() {
      return IdFormats.byName(type).orElseThrow();
    }

    @Override
    public String toString() {
      return type;
    }
  }

  interface IdMaker {
    String id(long timestamp, int count);
  }

  static Stream<Fixture> fixtures() {
    return Stream.of(
        new Fixture(
            "scru128",
            (ts, n) -> Scru128Id.fromFields(ts, 0x123456, 0x1000 + n, mix(n)).toString(),
            "counter_lo not monotonically ordered within same timestamp and counter_hi"),
        new Fixture(
            "scru128-v1",
            (ts, n) ->
                Scru128V1Id.fromFields(
                        ts - Scru128V1Id.TIMESTAMP_BIAS, 0x1000 + n, 0xabcdef, mix(n))
                    .toString(),
            "counter not monotonically ordered within same timestamp"),
        new Fixture(
            "scru64",
            (ts, n) -> Scru64Id.fromParts(ts, 0x2a0000 + n).toString(),
            "node_ctr went backwards within same timestamp"),
        new Fixture(
            "ulid",
            (ts, n) -> Ulid.fromFields(ts, 0x1234, 0x5678_0000L + n).toString(),
            "string representation not monotonically ordered"),
        new Fixture(
            "euid",
            (ts, n) ->
                Euid.fromFields(ts, OptionalInt.empty(), 0x1abc, (0x1000L + n) << 32 | mix(n))
                    .toString(),
            "random high went backwards within same timestamp"),
        new Fixture(
            "uuidv7",
            // The 42-bit counter 0x1000 + n, then 32 bits that do not follow it.
            (ts, n) ->
                new UUID(ts << 16 | 0x7000, 0x8000_0000_0000_0000L | (0x1000L + n) << 32 | mix(n))
                    .toString(),
            "counter went backwards within same timestamp"));
  }

  /** 32 bits that do not follow the count, as a random field would not. */
  private static long mix(int n) {
    return (n + 1) * 0x9e37_79b9L & 0xffff_ffffL;
  }

  static List<IdType<?>> types() {
    return IdType.all();
  }

  @Test
  void everyFormatHasItsFixture() {
    assertEquals(
        IdType.all().stream().map(IdType::key).toList(), fixtures().map(Fixture::type).toList());
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("types")
  void acceptsAMillionIdsOfTheGenerator(IdType<?> type) {
    // SCRU64 node 0/1 leaves 23 counter bits: a million IDs take a tick or two, no waiting.
    CliRun generated =
        CliRun.withInput("", Map.of("SCRU64_NODE_SPEC", "0/1"), type.key(), "-n", "1000000");
    assertEquals(0, generated.status(), generated.err());

    CliRun run = CliRun.withInput(generated.out(), "check", type.key());

    assertEquals("", run.err());
    assertEquals(0, run.status());
    assertEquals("1000000", stat(run, "Number of valid IDs processed"));
    assertEquals("0", stat(run, "Number of invalid IDs skipped"));
    // A healthy generator's statistics are within range, but for the last ID's age: the check
    // runs after the generator has ended, not as its live reader.
    for (String line : run.lines()) {
      if (!line.startsWith("Current time less timestamp of last ID")) {
        assertFalse(line.endsWith("outside"), run.out());
      }
    }
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("fixtures")
  void acceptsTheFixtureStream(Fixture fixture) {
    CliRun run = check(fixture.type(), fixture.stream());

    assertEquals("", run.err());
    assertEquals(0, run.status());
    assertEquals("100", stat(run, "Number of valid IDs processed"));
    assertEquals("0", stat(run, "Number of invalid IDs skipped"));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("fixtures")
  void rejectsTheSecondOfASwappedPair(Fixture fixture) {
    List<String> ids = fixture.stream();
    // Lines 53 and 54 share a timestamp.
    String line53 = ids.get(52);
    ids.set(52, ids.get(53));
    ids.set(53, line53);

    CliRun run = check(fixture.type(), ids);

    assertFailure(run, 54, fixture.swapCheck(), line53);
    assertEquals("99", stat(run, "Number of valid IDs processed"));
    assertEquals("1", stat(run, "Number of invalid IDs skipped"));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("fixtures")
  void rejectsARepeatedLine(Fixture fixture) {
    List<String> ids = fixture.stream();
    ids.add(31, ids.get(30));

    CliRun run = check(fixture.type(), ids);

    assertFailure(run, 32, "duplicate of line 31", ids.get(30));
    assertEquals("100", stat(run, "Number of valid IDs processed"));
    assertEquals("1", stat(run, "Number of invalid IDs skipped"));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("fixtures")
  void rejectsAnInvalidLineAndGoesOn(Fixture fixture) {
    List<String> ids = fixture.stream();
    String invalid = "-" + ids.get(20).substring(1);
    ids.add(20, invalid);

    CliRun run = check(fixture.type(), ids);

    assertInvalid(run, 21, invalid, fixture.idType(), "invalid digit '-' at 0");
    assertEquals("100", stat(run, "Number of valid IDs processed"));
    assertEquals("1", stat(run, "Number of invalid IDs skipped"));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("fixtures")
  void rejectsATimestampThatGoesBack(Fixture fixture) {
    List<String> ids = fixture.stream();
    // Line 70 has timestamp start + 6; line 71 goes back to start + 5.
    String back = fixture.id(fixture.start() + 5, 9);
    ids.set(70, back);

    CliRun run = check(fixture.type(), ids);

    assertFailure(run, 71, "clock went backwards", back);
    assertEquals("99", stat(run, "Number of valid IDs processed"));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("fixtures")
  void rejectsAnotherFormatsIdsByLength(Fixture fixture) {
    String other =
        fixture.type().equals("euid") ? "0372hg16csmsm50l8dikcvukc" : "C8EE934SR007G5Q94QKKXFRFV8B";

    String otherType = fixture.type().equals("euid") ? "SCRU128 IDs" : "EUIDs";
    String command = fixture.type().equals("euid") ? "scru128" : "euid";

    CliRun run = check(fixture.type(), List.of(other, other));

    IdType<?> type = fixture.idType();
    String invalid =
        type.invalidInput(
            other,
            new IllegalArgumentException(
                "invalid length: " + other.length() + " (expected " + type.textLength() + ")"));
    assertEquals(
        List.of(
            "sortid check: line 1: " + invalid,
            "sortid check: these look like " + otherType + ": try sortid check " + command,
            "sortid check: line 2: " + invalid,
            "sortid check: no valid ID processed"),
        run.errLines());
    assertEquals(1, run.status());
    assertEquals("", run.out());
  }

  @Test
  void scru128CounterHiMustNotGoBackWithinATimestamp() {
    CliRun run =
        check(
            "scru128",
            List.of(scru128(T0, 5, 100, 1), scru128(T0, 4, 200, 1), scru128(T0, 5, 101, 1)));

    assertFailure(
        run, 2, "counter_hi went backwards within same timestamp", scru128(T0, 4, 200, 1));
    assertEquals("2", stat(run, "Number of valid IDs processed"));
  }

  @Test
  void scru128CounterLoMustGoUpWithinATimestampAndCounterHi() {
    // The integer goes up through the entropy, but counter_lo repeats.
    CliRun run = check("scru128", List.of(scru128(T0, 5, 100, 1), scru128(T0, 5, 100, 2)));

    assertFailure(
        run,
        2,
        "counter_lo not monotonically ordered within same timestamp and counter_hi",
        scru128(T0, 5, 100, 2));
  }

  @Test
  void scru128CountersMayStartAnywhereInANewTimestamp() {
    CliRun run =
        check(
            "scru128",
            List.of(scru128(T0, 5, 100, 1), scru128(T0 + 1, 5, 7, 1), scru128(T0 + 2, 1, 3, 1)));

    assertEquals("", run.err());
    assertEquals(0, run.status());
  }

  @Test
  void scru128UppercaseAfterLowercaseFailsTheByteOrder() {
    String upper = scru128(T0, 5, 101, 1).toUpperCase(Locale.ROOT);

    CliRun run = check("scru128", List.of(scru128(T0, 5, 100, 1), upper));

    assertFailure(run, 2, "string representation not monotonically ordered", upper);
  }

  @Test
  void scru128UppercaseThroughoutPasses() {
    CliRun run =
        check(
            "scru128",
            List.of(
                scru128(T0, 5, 100, 1).toUpperCase(Locale.ROOT),
                scru128(T0, 5, 101, 1).toUpperCase(Locale.ROOT)));

    assertEquals("", run.err());
    assertEquals(0, run.status());
  }

  @Test
  void scru128StatisticsCountRenewalsAndCarries() {
    CliRun run =
        check(
            "scru128",
            List.of(
                scru128(T0, 5, 0xff_fffe, 1),
                scru128(T0, 5, 0xff_ffff, 2),
                // counter_lo overflow carries into counter_hi: an increment, not a renewal.
                scru128(T0, 6, 0, 3),
                // A new millisecond renews counter_lo, a new second counter_hi.
                scru128(T0 + 500, 6, 0x12_3456, 4),
                scru128(T0 + 1000, 0x65_4321, 0x0f_0f0f, 5)));

    assertEquals(0, run.status(), run.err());
    assertEquals("1.0", stat(run, "Seconds from first input ID to last (sec)"));
    assertEquals("5", stat(run, "Number of valid IDs processed"));
    assertEquals("0.005", stat(run, "Mean number of IDs per millisecond"));
    assertEquals("1", stat(run, "Number of counter_hi increments"));
    assertEquals("1000.000", stat(run, "Mean interval of counter_hi updates (msec)"));
    assertEquals("500.000", stat(run, "Mean interval of counter_lo updates (msec)"));
    // Sampled at renewal: 0xfffffe, 0x123456 and 0x0f0f0f. Bit 0 is set once, bit 1 always.
    assertEquals(
        "0.333-1.000", stat(run, "1/0 ratio of each bit in counter_lo at reset (min-max)"));
  }

  @Test
  void oneMillisecondHasNoRateAndNoRenewalInterval() {
    CliRun run = check("scru128", List.of(scru128(T0, 5, 100, 1), scru128(T0, 5, 101, 2)));

    assertEquals(0, run.status(), run.err());
    assertEquals("0.0", stat(run, "Seconds from first input ID to last (sec)"));
    assertEquals("n/a", stat(run, "Mean number of IDs per millisecond"));
    assertEquals("n/a", stat(run, "Mean interval of counter_lo updates (msec)"));
  }

  @Test
  void scru128V1CounterMustGoUpWithinATimestamp() {
    long biased = T0 - Scru128V1Id.TIMESTAMP_BIAS;
    String repeat = Scru128V1Id.fromFields(biased, 100, 7, 2).toString();

    CliRun run =
        check("scru128-v1", List.of(Scru128V1Id.fromFields(biased, 100, 7, 1).toString(), repeat));

    assertFailure(run, 2, "counter not monotonically ordered within same timestamp", repeat);
  }

  @Test
  void scru64NodeCtrMustNotGoBackWithinATimestamp() {
    long tick = T0 >> 8;
    String back = Scru64Id.fromParts(tick, 99).toString();

    CliRun run = check("scru64", List.of(Scru64Id.fromParts(tick, 100).toString(), back));

    assertFailure(run, 2, "node_ctr went backwards within same timestamp", back);
  }

  @Test
  void scru64RateIsPer256MillisecondsAndNotApplicableWithinOneTick() {
    long tick = T0 >> 8;
    CliRun oneTick =
        check(
            "scru64",
            List.of(
                Scru64Id.fromParts(tick, 100).toString(),
                Scru64Id.fromParts(tick, 101).toString()));
    CliRun twoTicks =
        check(
            "scru64",
            List.of(
                Scru64Id.fromParts(tick, 100).toString(),
                Scru64Id.fromParts(tick, 101).toString(),
                Scru64Id.fromParts(tick + 2, 7).toString()));

    assertEquals(0, oneTick.status(), oneTick.err());
    assertEquals("n/a", stat(oneTick, "Mean number of IDs per 256 milliseconds"));
    assertEquals("n/a", stat(oneTick, "Mean interval of counter updates (msec)"));
    assertEquals(0, twoTicks.status(), twoTicks.err());
    assertEquals("1.5", stat(twoTicks, "Mean number of IDs per 256 milliseconds"));
    assertEquals("512.000", stat(twoTicks, "Mean interval of counter updates (msec)"));
  }

  @Test
  void ulidIntegerOrderCatchesASmallerValueBehindGreaterBytes() {
    // Lowercase letters sort after uppercase ones, so the bytes go up while the value goes down.
    String smaller = Ulid.fromFields(T0, 0, 50).toString().toLowerCase(Locale.ROOT);

    CliRun run = check("ulid", List.of(Ulid.fromFields(T0, 0, 100).toString(), smaller));

    assertFailure(run, 2, "integer representation not monotonically ordered", smaller);
  }

  @Test
  void ulidStatisticsCountIncrementsAsNoRenewal() {
    CliRun run =
        check(
            "ulid",
            List.of(
                Ulid.fromFields(T0, 0x1234, -1L).toString(),
                // The increment carries into the upper random bits.
                Ulid.fromFields(T0, 0x1235, 0L).toString(),
                Ulid.fromFields(T0 + 4, 0x0042, 7L).toString()));

    assertEquals(0, run.status(), run.err());
    assertEquals("4.000", stat(run, "Mean interval of randomness updates (msec)"));
  }

  @Test
  void euidUpperBitsMustStayWithinATimestamp() {
    String other = Euid.fromFields(T0, OptionalInt.empty(), 2, 5L << 32).toString();

    CliRun run =
        check(
            "euid",
            List.of(Euid.fromFields(T0, OptionalInt.empty(), 1, 9L << 32).toString(), other));

    assertFailure(run, 2, "filler or extension changed within same timestamp", other);
  }

  @Test
  void euidRandomHighMayStayWhenTheLowerBitsGoUp() {
    CliRun run =
        check(
            "euid",
            List.of(
                Euid.fromFields(T0, OptionalInt.of(7), 1, 9L << 32 | 1).toString(),
                Euid.fromFields(T0, OptionalInt.of(7), 1, 9L << 32 | 2).toString()));

    assertEquals("", run.err());
    assertEquals(0, run.status());
  }

  @Test
  void euidWithAWrongCheckSymbolIsInvalid() {
    String valid = Euid.fromFields(T0, OptionalInt.empty(), 1, 9L << 32).toString();
    char last = valid.charAt(26);
    String wrong = valid.substring(0, 26) + (last == '0' ? '1' : '0');

    CliRun run = check("euid", List.of(valid, wrong));

    IdFormatException e = assertThrows(IdFormatException.class, () -> Euid.fromString(wrong));
    assertInvalid(run, 2, wrong, IdType.EUID, e.getMessage());
  }

  @Test
  void acceptsCrLfLineEndsAndALastLineWithoutLineEnd() {
    List<String> ids = fixtures().findFirst().orElseThrow().stream();

    CliRun run = CliRun.withInput(String.join("\r\n", ids), "check", "scru128");

    assertEquals("", run.err());
    assertEquals(0, run.status());
    assertEquals("100", stat(run, "Number of valid IDs processed"));
  }

  @Test
  void anEmptyLineIsAnInvalidLine() {
    CliRun run =
        CliRun.withInput(
            scru128(T0, 5, 100, 1) + "\n\n" + scru128(T0, 5, 101, 1) + "\n", "check", "scru128");

    assertEquals(
        List.of(
            "sortid check: line 2: \"\" is not a valid SCRU128 ID: invalid length: 0 (expected"
                + " 25)"),
        run.errLines());
    assertEquals(1, run.status());
    assertEquals("2", stat(run, "Number of valid IDs processed"));
  }

  @Test
  void aLineOfNonAsciiBytesIsInvalidAndShownDecoded() {
    // 23 characters and a two-byte one: 25 bytes, but not 25 ASCII digits.
    String line = scru128(T0, 5, 100, 1).substring(0, 23) + "é";

    CliRun run = check("scru128", List.of(line, scru128(T0, 5, 101, 1)));

    // Characters are counted, as inspect counts them, not bytes.
    assertInvalid(run, 1, line, IdType.SCRU128, "invalid length: 24 (expected 25)");
  }

  @Test
  void aLineLongerThanTheBoundIsReportedAndSkipped() {
    String huge = "x".repeat(3_000_000);

    CliRun run = check("scru128", List.of(huge, scru128(T0, 5, 101, 1)));

    assertEquals(List.of("sortid check: line 1: longer than 4096 characters"), run.errLines());
    assertEquals(1, run.status());
    assertEquals("1", stat(run, "Number of valid IDs processed"));
    assertEquals("1", stat(run, "Number of invalid IDs skipped"));
  }

  @Test
  void aRepeatedIdInAnotherCaseIsADuplicateToo() {
    String id = scru128(T0, 5, 100, 1);

    CliRun run = check("scru128", List.of(id, id.toUpperCase(Locale.ROOT)));

    assertFailure(run, 2, "duplicate of line 1", id.toUpperCase(Locale.ROOT));
  }

  @Test
  void aDuplicateNamesTheLastAcceptedLineNotTheLastLine() {
    List<String> ids =
        List.of(scru128(T0, 5, 100, 1), "x", scru128(T0, 5, 100, 1), scru128(T0, 5, 101, 1));

    CliRun run = check("scru128", ids);

    assertEquals(
        List.of(
            "sortid check: line 2: \"x\" is not a valid SCRU128 ID: invalid length: 1 (expected"
                + " 25)",
            "sortid check: line 3: \"" + ids.get(0) + "\": duplicate of line 1"),
        run.errLines());
    assertEquals("2", stat(run, "Number of invalid IDs skipped"));
  }

  @Test
  void aStreamThatStartsWithAnotherTypesIdsSaysWhichOnce() {
    String ulid = Ulid.fromFields(T0, 1, 2).toString();
    String v1 = Scru128V1Id.fromFields(1, 2, 3, 4).toString();

    CliRun run = check("scru128", List.of(ulid, ulid, scru128(T0, 5, 100, 1), ulid));
    // A SCRU128 v1 ID without W-Z and U is a valid ULID too.
    CliRun both = check("euid", List.of(v1));

    assertEquals(
        1, run.errLines().stream().filter(line -> line.contains("these look like")).count());
    assertEquals(
        "sortid check: these look like ULIDs: try sortid check ulid", run.errLines().get(1));
    assertEquals(
        "sortid check: these look like ULIDs or SCRU128 v1 IDs: try sortid check ulid or sortid"
            + " check scru128-v1",
        both.errLines().get(1));
  }

  @Test
  void verdictsTellAHealthyStreamFromAFaultyOne() {
    // 1000 IDs, 10 in each of 100 milliseconds: counter_lo renewed each millisecond, random bits.
    SplittableRandom random = new SplittableRandom(42);
    List<String> healthy = new ArrayList<>();
    List<String> faulty = new ArrayList<>();
    int start = 0;
    for (int i = 0; i < 1000; i++) {
      if (i % 10 == 0) {
        start = random.nextInt(0x800000);
      }
      long entropy = random.nextLong() & 0xffff_ffffL;
      healthy.add(scru128(T0 + i / 10, 5, start + i % 10, entropy));
      // counter_lo skips a value each ID: a renewal each ID; the entropy has a stuck bit.
      faulty.add(scru128(T0 + i / 10, 5, 0x100000 + 2 * (i % 10), entropy | 1));
    }

    CliRun good = check("scru128", healthy);
    CliRun bad = check("scru128", faulty);

    assertEquals(0, good.status(), good.err());
    assertEquals("within", verdict(good, "Mean interval of counter_lo updates (msec)"));
    assertEquals("within", verdict(good, "1/0 ratio of each bit in entropy (min-max)"));
    assertEquals("within", verdict(good, "Number of invalid IDs skipped"));
    assertEquals("", verdict(good, "Number of valid IDs processed"));
    // One counter_hi, never renewed: no interval to judge.
    assertEquals("n/a", verdict(good, "Mean interval of counter_hi updates (msec)"));
    assertEquals(0, bad.status(), bad.err());
    assertEquals("outside", verdict(bad, "Mean interval of counter_lo updates (msec)"));
    assertEquals("outside", verdict(bad, "1/0 ratio of each bit in entropy (min-max)"));
  }

  @Test
  void aRenewalOnceASecondIsWithinWhateverTheGapsAndTwiceASecondIsNot() {
    List<String> perSecond = new ArrayList<>();
    List<String> twiceASecond = new ArrayList<>();
    for (int i = 0; i < 5; i++) {
      // IDs every 100 ms, and a 400 ms gap before each new second.
      for (int ms = 0; ms < 700; ms += 100) {
        perSecond.add(scru128(T0 + 1000L * i + ms, 0x10 * (i + 1), 100, 1));
        twiceASecond.add(scru128(T0 + 1000L * i + ms, 0x10 * (i + 1) + (ms < 500 ? 0 : 1), 100, 1));
      }
    }

    assertEquals(
        "within",
        verdict(check("scru128", perSecond), "Mean interval of counter_hi updates (msec)"));
    assertEquals(
        "outside",
        verdict(check("scru128", twiceASecond), "Mean interval of counter_hi updates (msec)"));
  }

  @Test
  void theTableStaysAlignedForLargeValues() {
    List<String> lines =
        new StatisticsTable()
            .add("Short", "n/a", "1", StatisticsTable.Verdict.NONE)
            .add(
                "A longer name",
                "~0.500",
                "12345678901234567890.123",
                StatisticsTable.Verdict.WITHIN)
            .add("Other", "-10.0 - 0.0 and more", "2", StatisticsTable.Verdict.OUTSIDE)
            .lines();

    assertEquals(
        List.of(
            "STAT                       EXPECTED                    ACTUAL  VERDICT",
            "Short                           n/a                         1",
            "A longer name                ~0.500  12345678901234567890.123  within",
            "Other          -10.0 - 0.0 and more                         2  outside"),
        lines);
  }

  @Test
  void emptyInputHasNoValidId() {
    CliRun run = CliRun.withInput("", "check", "ulid");

    assertEquals(List.of("sortid check: no valid ID processed"), run.errLines());
    assertEquals(1, run.status());
    assertEquals("", run.out());
  }

  @Test
  void printsStatisticsEveryTenSecondsOfIdTime() {
    CliRun run =
        check(
            "scru128",
            List.of(
                scru128(T0, 5, 100, 1),
                scru128(T0 + 5_000, 5, 100, 1),
                scru128(T0 + 10_001, 5, 100, 1),
                scru128(T0 + 20_001, 5, 100, 1),
                scru128(T0 + 20_002, 5, 100, 1)));

    assertEquals(0, run.status(), run.err());
    List<String> headers = run.lines().stream().filter(line -> line.startsWith("STAT ")).toList();
    assertEquals(3, headers.size(), run.out());
    assertTrue(run.out().contains("\n\nSTAT "), "tables are separated by a blank line");
  }

  @Test
  void anUnknownOrMissingTypeIsBadUsage() {
    CliRun unknown = CliRun.run("check", "uuid");
    CliRun missing = CliRun.run("check");

    assertEquals(2, unknown.status());
    assertTrue(unknown.err().contains("unknown type \"uuid\""), unknown.err());
    assertEquals(2, missing.status());
    assertTrue(missing.err().startsWith("sortid check: "), missing.err());
  }

  private static String scru128(long timestamp, int counterHi, int counterLo, long entropy) {
    return Scru128Id.fromFields(timestamp, counterHi, counterLo, entropy).toString();
  }

  private static CliRun check(String type, List<String> lines) {
    return CliRun.withInput(String.join("\n", lines) + "\n", "check", type);
  }

  /** Asserts exit status 1 and that the only message is for the given line. */
  private static void assertFailure(CliRun run, int lineNumber, String check, String line) {
    assertEquals(
        List.of("sortid check: line " + lineNumber + ": \"" + line + "\": " + check),
        run.errLines());
    assertEquals(1, run.status());
  }

  /** Asserts exit status 1 and that the only message is that the line is not valid text. */
  private static void assertInvalid(
      CliRun run, int lineNumber, String line, IdType<?> type, String problem) {
    assertEquals(
        List.of(
            "sortid check: line "
                + lineNumber
                + ": "
                + type.invalidInput(line, new IllegalArgumentException(problem))),
        run.errLines());
    assertEquals(1, run.status());
  }

  /** The ACTUAL column of the last statistics row of that name. */
  private static String stat(CliRun run, String name) {
    return column(run, name)[0];
  }

  /** The VERDICT column of the last statistics row of that name. */
  private static String verdict(CliRun run, String name) {
    return column(run, name)[1];
  }

  /**
   * The ACTUAL and VERDICT columns of the last statistics row of that name, told apart by where the
   * header's ACTUAL ends: the values are right-aligned to it, and an EXPECTED value may hold
   * spaces.
   */
  private static String[] column(CliRun run, String name) {
    String[] found = null;
    int actualEnd = -1;
    for (String line : run.lines()) {
      if (line.startsWith("STAT ")) {
        actualEnd = line.indexOf("ACTUAL") + "ACTUAL".length();
      } else if (line.startsWith(name + " ")) {
        String values = line.substring(0, actualEnd);
        found =
            new String[] {
              values.substring(values.lastIndexOf(' ') + 1), line.substring(actualEnd).trim()
            };
      }
    }
    assertTrue(found != null, () -> "no statistic " + name + " in:\n" + run.out());
    return found;
  }
}

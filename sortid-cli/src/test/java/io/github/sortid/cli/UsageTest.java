package io.github.sortid.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sortid.scru128.Scru128Id;
import java.util.List;
import org.junit.jupiter.api.Test;

/** How the command line answers mistakes: one line that says what is wrong, and exit status 2. */
class UsageTest {
  @Test
  void aMistypedCommandGetsSuggestions() {
    CliRun run = CliRun.run("scru12");

    assertEquals(2, run.status());
    assertEquals(
        List.of("sortid: unknown command \"scru12\" (did you mean scru128, scru128-v1 or scru64?)"),
        run.errLines());
  }

  @Test
  void aMistypedOptionGetsSuggestions() {
    CliRun run = CliRun.run("scru128", "--formt", "hex");

    assertEquals(2, run.status());
    assertEquals(
        List.of("sortid scru128: unknown option \"--formt\" (did you mean --format?)"),
        run.errLines());
  }

  @Test
  void anOptionWithSwappedLettersGetsSuggestionsToo() {
    CliRun swapped = CliRun.run("scru128", "--fromat", "hex");
    CliRun misspelt = CliRun.run("convert", "--tpye", "ulid");

    assertEquals(2, swapped.status());
    assertEquals(
        List.of("sortid scru128: unknown option \"--fromat\" (did you mean --format?)"),
        swapped.errLines());
    assertEquals(
        List.of("sortid convert: unknown option \"--tpye\" (did you mean --type?)"),
        misspelt.errLines());
  }

  @Test
  void anOptionLikeNoneGetsNoSuggestion() {
    CliRun run = CliRun.run("scru128", "--zzz");

    assertEquals(
        List.of("sortid scru128: unknown option \"--zzz\" (see sortid scru128 --help)"),
        run.errLines());
  }

  @Test
  void aCountWithoutItsOptionSuggestsIt() {
    CliRun run = CliRun.run("ulid", "5");

    assertEquals(2, run.status());
    assertEquals(
        List.of("sortid ulid: unexpected argument \"5\" (did you mean -n 5?)"), run.errLines());
  }

  @Test
  void badNumbersSayWhatIsExpected() {
    assertEquals(
        List.of("sortid scru128: -n: expected a whole number, got \"abc\""),
        CliRun.run("scru128", "-n", "abc").errLines());
    assertEquals(
        List.of("sortid scru128: --count: expected 0 to 9223372036854775807, got \"-1\""),
        CliRun.run("scru128", "--count", "-1").errLines());
    assertEquals(
        List.of(
            "sortid scru128: -n: expected 0 to 9223372036854775807, got \"99999999999999999999\""),
        CliRun.run("scru128", "-n=99999999999999999999").errLines());
    assertEquals(
        List.of("sortid euid: --extension: expected 0 to 32767, got \"32768\""),
        CliRun.run("euid", "--extension", "32768").errLines());
  }

  @Test
  void formatsAndTypesIgnoreCaseAndABadOneListsTheValidOnesOnce() {
    CliRun hex = CliRun.run("scru128", "--format", "Hex");
    CliRun bad = CliRun.run("scru128", "--format", "base58");
    CliRun check = CliRun.withInput("01ARZ3NDEKTSV4RRFFQ69G5FAV\n", "check", "ULID");

    assertEquals(0, hex.status(), hex.err());
    assertTrue(hex.out().matches("[0-9a-f]{32}\n"), hex.out());
    assertEquals(
        List.of(
            "sortid scru128: --format: unknown form \"base58\" (expected text, uuid, hex, int or"
                + " bytes)"),
        bad.errLines());
    assertEquals(0, check.status(), check.err());
  }

  @Test
  void bareSortidTakesTheOptionsOfSortidScru128() {
    CliRun three = CliRun.run("-n", "3");
    CliRun uuid = CliRun.run("--format", "uuid");

    assertEquals(0, three.status(), three.err());
    assertEquals(3, three.lines().size());
    for (String line : three.lines()) {
      Scru128Id.fromString(line);
    }
    assertEquals(0, uuid.status(), uuid.err());
    assertTrue(uuid.out().matches("[0-9a-f-]{36}\n"), uuid.out());
  }

  @Test
  void theBareOptionsBeforeACommandAreAMistake() {
    CliRun run = CliRun.run("-n", "3", "ulid");

    assertEquals(2, run.status());
    assertEquals("", run.out());
    assertEquals(1, run.errLines().size(), run.err());
    assertTrue(run.err().startsWith("sortid: -n and --format go after the command"), run.err());
  }

  @Test
  void helpShowsTheHelpOfACommand() {
    CliRun root = CliRun.run("help");
    CliRun inspect = CliRun.run("help", "inspect");
    CliRun unknown = CliRun.run("help", "inspekt");

    assertEquals(0, root.status());
    assertTrue(root.out().startsWith("Usage: sortid "), root.out());
    assertTrue(root.out().contains("-n, --count=COUNT"), root.out());
    // Every format core has, UUIDv7 included (the help wraps at 80 columns).
    assertTrue(
        root.out()
            .replace('\n', ' ')
            .contains(
                "time-ordered unique IDs: SCRU128, SCRU128 v1, SCRU64, ULID, EUID and UUIDv7."),
        root.out());
    assertEquals(0, inspect.status());
    assertEquals(CliRun.run("inspect", "--help").out(), inspect.out());
    assertEquals(2, unknown.status());
    assertEquals(
        List.of("sortid: unknown command \"inspekt\" (did you mean inspect?)"), unknown.errLines());
  }
}

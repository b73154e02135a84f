package io.github.sortid.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sortid.IdType;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

class ConvertCommandTest {
  @Test
  void convertsTheScru128ExampleToEveryForm() {
    String id = "036z951mhjikzik2gsl81gr7l";

    assertEquals(
        List.of("017fa1d8-beb6-2508-7798-d410f90dfec1"),
        CliRun.run("convert", "--to", "uuid", id).lines());
    assertEquals(
        List.of("017fa1d8beb625087798d410f90dfec1"),
        CliRun.run("convert", "--to", "hex", id).lines());
    assertEquals(
        List.of("1991932337070481230739471197432315585"),
        CliRun.run("convert", "--to", "int", id).lines());
    assertEquals(
        List.of("AX+h2L62JQh3mNQQ+Q3+wQ=="), CliRun.run("convert", "--to", "bytes", id).lines());
    assertEquals(List.of(id), CliRun.run("convert", id.toUpperCase()).lines());
  }

  @Test
  void readsEachFormBack() {
    String id = "036z951mhjikzik2gsl81gr7l";
    for (String[] input :
        List.of(
            new String[] {"uuid", "017FA1D8-BEB6-2508-7798-D410F90DFEC1"},
            new String[] {"hex", "0x017fa1d8beb625087798d410f90dfec1"},
            new String[] {"int", "1991932337070481230739471197432315585"},
            new String[] {"bytes", "AX+h2L62JQh3mNQQ+Q3+wQ=="})) {
      CliRun run = CliRun.run("convert", "--from", input[0], "--type", "scru128", input[1]);

      assertEquals(0, run.status(), run.err());
      assertEquals(List.of(id), run.lines(), input[0]);
    }
  }

  /** RFC 9562 Appendix A.6: its text and its UUID form are one, in lowercase. */
  @Test
  void uuidV7ConvertsToEveryFormAndBack() {
    String id = "017f22e2-79b0-7cc3-98c4-dc0c0c07398f";
    String rfc = "017F22E2-79B0-7CC3-98C4-DC0C0C07398F";
    for (String[] form :
        List.of(
            new String[] {"text", id},
            new String[] {"uuid", id},
            new String[] {"hex", "017f22e279b07cc398c4dc0c0c07398f"},
            new String[] {"int", "1989357241971137676463954034883508623"},
            new String[] {"bytes", "AX8i4nmwfMOYxNwMDAc5jw=="})) {
      CliRun there = CliRun.run("convert", "--to", form[0], rfc);
      CliRun back = CliRun.run("convert", "--from", form[0], "--type", "uuidv7", form[1]);

      assertEquals(0, there.status(), there.err());
      assertEquals(List.of(form[1]), there.lines(), form[0]);
      assertEquals(0, back.status(), back.err());
      assertEquals(List.of(id), back.lines(), form[0]);
    }
  }

  @Test
  void uuidV7RejectsAUuidOfAnotherVersionInEveryForm() {
    for (String[] form :
        List.of(
            new String[] {"text", "f47ac10b-58cc-4372-a567-0e02b2c3d479"},
            new String[] {"uuid", "f47ac10b-58cc-4372-a567-0e02b2c3d479"},
            new String[] {"hex", "f47ac10b58cc4372a5670e02b2c3d479"},
            new String[] {"bytes", "9HrBC1jMQ3KlZw4CssPUeQ=="})) {
      CliRun run = CliRun.run("convert", "--from", form[0], "--type", "uuidv7", form[1]);

      assertEquals(1, run.status(), form[0]);
      assertEquals(1, run.errLines().size(), run.err());
      assertTrue(run.err().contains("not a UUIDv7: version 4"), run.err());
    }
  }

  @Test
  void scru128V1ConvertsToItsUuidFormAndBack() {
    // The spec v1 README example, whose bits are 00d2fb003ddb7f58cbbe5cf2f04425b2.
    String id = "00QBTG0FERFTCCNFISUBO489DI";
    CliRun there = CliRun.run("convert", "--to", "uuid", id);
    CliRun back =
        CliRun.run("convert", "--from", "uuid", "--type", "scru128-v1", there.out().strip());

    assertEquals(0, there.status(), there.err());
    assertEquals(List.of("00d2fb00-3ddb-7f58-cbbe-5cf2f04425b2"), there.lines());
    assertEquals(0, back.status(), back.err());
    assertEquals(List.of(id), back.lines());
  }

  @Test
  void scru64UsesItsEightBytes() {
    assertEquals(
        List.of("0186d52bbe2a635a"), CliRun.run("convert", "--to", "hex", "0u375nxqh5cq").lines());
    assertEquals(
        List.of("0u375nxqh5cq"),
        CliRun.run("convert", "--from", "int", "-t", "scru64", "110009624767914842").lines());
  }

  static List<IdType<?>> types() {
    return IdType.all();
  }

  @ParameterizedTest
  @MethodSource("types")
  void everyFormRoundTripsGeneratedIds(IdType<?> type) {
    Map<String, String> env = Map.of("SCRU64_NODE_SPEC", "300/10");
    String ids = CliRun.withInput("", env, type.key(), "-n", "200").out();
    for (Rendering rendering : Rendering.values()) {
      if (!rendering.appliesTo(type)) {
        continue;
      }
      CliRun there =
          CliRun.withInput(ids, "convert", "--to", rendering.toString(), "--type", type.key());
      CliRun back =
          CliRun.withInput(
              there.out(), "convert", "--from", rendering.toString(), "--type", type.key());

      assertEquals(0, there.status(), there.err());
      assertEquals(0, back.status(), back.err());
      assertEquals(ids, back.out(), rendering.toString());
    }
  }

  @Test
  void badLinesAreReportedAndTheOthersGoOn() {
    CliRun run =
        CliRun.withInput(
            "017fa1d8-beb6-2508-7798-d410f90dfec1\n"
                + "017fa1d8-beb6-2508-7798-d410f90dfec\n"
                + "017fa1d8+beb6-2508-7798-d410f90dfec1\n"
                + "1-2-3-4-5\n"
                + "ffffffff-ffff-ffff-ffff-ffffffffffff\n",
            "convert",
            "--from",
            "uuid",
            "--type",
            "scru128");

    assertEquals(1, run.status());
    assertEquals(List.of("036z951mhjikzik2gsl81gr7l", "f5lxx1zz5pnorynqglhzmsp33"), run.lines());
    assertEquals(
        List.of(
            "sortid convert: line 2: \"017fa1d8-beb6-2508-7798-d410f90dfec\" is not a valid"
                + " SCRU128 ID: invalid UUID: invalid length: 35 (expected 36)",
            "sortid convert: line 3: \"017fa1d8+beb6-2508-7798-d410f90dfec1\" is not a valid"
                + " SCRU128 ID: invalid UUID: invalid digit '+' at 8",
            "sortid convert: line 4: \"1-2-3-4-5\" is not a valid SCRU128 ID: invalid UUID:"
                + " invalid length: 9 (expected 36)"),
        run.errLines());
  }

  @Test
  void rangeErrorsNameTheProblem() {
    CliRun tooBig = CliRun.run("convert", "--from", "int", "-t", "scru64", "18446744073709551616");
    CliRun beyondScru64 =
        CliRun.run("convert", "--from", "hex", "-t", "scru64", "41c21cb8e1000000");
    CliRun badBase64 = CliRun.run("convert", "--from", "bytes", "-t", "ulid", "AAAA");
    CliRun badHex = CliRun.run("convert", "--from", "hex", "-t", "scru64", "0186d52bbe2a63\u202e5");

    assertEquals(1, tooBig.status());
    assertTrue(tooBig.err().endsWith("out of 64-bit range: 18446744073709551616\n"), tooBig.err());
    assertEquals(1, beyondScru64.status());
    assertTrue(
        beyondScru64.err().contains("\"41c21cb8e1000000\" is not a valid SCRU64 ID: "),
        beyondScru64.err());
    assertEquals(1, badBase64.status());
    assertTrue(badBase64.err().endsWith("invalid byte length: 3 (expected 16)\n"), badBase64.err());
    // The bad digit is shown by the rule that shows the input: escaped if it is invisible.
    assertEquals(
        List.of(
            "sortid convert: argument 1: \"0186d52bbe2a63\\u202e5\" is not a valid SCRU64 ID:"
                + " invalid hex digit \"\\u202e\" at 14"),
        badHex.errLines());
  }

  @Test
  void usageErrors() {
    for (String[] args :
        List.of(
            new String[] {"convert", "--from", "hex", "00"},
            new String[] {"convert", "--to", "uuid", "--type", "scru64", "0u375nxqh5cq"},
            new String[] {"convert", "--from", "uuid", "--type", "scru64", "x"},
            new String[] {"convert", "--to", "base58"})) {
      CliRun run = CliRun.run(args);

      assertEquals(2, run.status(), String.join(" ", args));
      assertEquals(1, run.errLines().size(), run.err());
    }
  }

  @Test
  void aDetectedTypeWithoutTheFormIsOneUsageErrorAndTheOtherIdsGoOn() {
    CliRun run =
        CliRun.run(
            "convert",
            "--to",
            "uuid",
            "0u375nxqh5cq",
            "036z951mhjikzik2gsl81gr7l",
            "0u375nxqh5cr",
            "0u375nxqh5c+");

    assertEquals(2, run.status());
    assertEquals(List.of("017fa1d8-beb6-2508-7798-d410f90dfec1"), run.lines());
    assertEquals(
        List.of(
            "sortid convert: argument 1: \"0u375nxqh5cq\": SCRU64 has no uuid form (any later"
                + " SCRU64 ID is skipped too)",
            "sortid convert: argument 4: \"0u375nxqh5c+\" is not a valid SCRU64 ID: invalid digit"
                + " '+' at 11"),
        run.errLines());
  }

  @Test
  void formsAndTypesIgnoreCaseAndABadOneListsTheValidOnesOnce() {
    CliRun upper =
        CliRun.run(
            "convert",
            "--to",
            "UUID",
            "--from",
            "Text",
            "--type",
            "SCRU128",
            "036z951mhjikzik2gsl81gr7l");
    CliRun badForm = CliRun.run("convert", "--to", "base58", "036z951mhjikzik2gsl81gr7l");
    CliRun badType = CliRun.run("convert", "--type", "uuid", "036z951mhjikzik2gsl81gr7l");

    assertEquals(List.of("017fa1d8-beb6-2508-7798-d410f90dfec1"), upper.lines());
    assertEquals(
        List.of(
            "sortid convert: --to: unknown form \"base58\" (expected text, uuid, hex, int or"
                + " bytes)"),
        badForm.errLines());
    assertEquals(
        List.of(
            "sortid convert: --type: unknown type \"uuid\" (expected scru128, scru128-v1, scru64,"
                + " ulid, euid or uuidv7)"),
        badType.errLines());
    assertEquals(2, badType.status());
  }

  @Test
  void aTextValidAsUlidAndScru128V1IsConvertedAsAUlidAndSaidToBe() {
    CliRun run = CliRun.run("convert", "--to", "uuid", "01B3F2133F0L00000000000000");

    assertEquals(0, run.status(), run.err());
    assertEquals(List.of("0158de20-8c6f-0040-0000-000000000000"), run.lines());
    assertEquals(
        List.of(
            "sortid convert: argument 1: \"01B3F2133F0L00000000000000\" is valid as ulid and as"
                + " scru128-v1: taken as ulid (--type scru128-v1 for the other)"),
        run.errLines());
  }
}

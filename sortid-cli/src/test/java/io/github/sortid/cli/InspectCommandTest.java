package io.github.sortid.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.sortid.IdType;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

class InspectCommandTest {
  private static final ObjectMapper JSON = new ObjectMapper();

  @Test
  void showsScru128FieldsOfTheSpecExample() {
    CliRun run = CliRun.run("inspect", "036z951mhjikzik2gsl81gr7l");

    assertEquals(0, run.status(), run.err());
    assertEquals(
        List.of(
            "id          036z951mhjikzik2gsl81gr7l",
            "type        scru128",
            "time        2022-03-19T11:03:30.742Z",
            "unix_ms     1647687810742",
            "timestamp   1647687810742  0x017fa1d8beb6",
            "counter_hi  2426999        0x250877",
            "counter_lo  10015760       0x98d410",
            "entropy     4178443969     0xf90dfec1",
            "uuid        017fa1d8-beb6-2508-7798-d410f90dfec1",
            "hex         017fa1d8beb625087798d410f90dfec1",
            "int         1991932337070481230739471197432315585"),
        run.lines());
  }

  @Test
  void jsonOfEveryFormatParsesWithTheKnownTimestampsAndFields() throws Exception {
    CliRun run =
        CliRun.withInput(
            String.join(
                "\n",
                "036Z951MHJIKZIK2GSL81GR7L",
                "00QBTG0FERFTCCNFISUBO489DI",
                "0u375nxqh5cq",
                "01ARZ3NDEKTSV4RRFFQ69G5FAV",
                "C8EE934SR007G5Q94QKKXFRFV8B",
                "017F22E2-79B0-7CC3-98C4-DC0C0C07398F"),
            "inspect",
            "--json");

    assertEquals(0, run.status(), run.err());
    List<String> lines = run.lines();
    assertEquals(6, lines.size());

    JsonNode scru128 = JSON.readTree(lines.get(0));
    assertEquals("036z951mhjikzik2gsl81gr7l", scru128.get("id").asText());
    assertEquals("scru128", scru128.get("type").asText());
    assertEquals(1647687810742L, scru128.get("unix_ms").asLong());
    assertEquals(2426999, scru128.at("/fields/counter_hi").asInt());
    assertEquals(10015760, scru128.at("/fields/counter_lo").asInt());
    assertEquals(4178443969L, scru128.at("/fields/entropy").asLong());
    assertEquals("0x250877", scru128.at("/fields_hex/counter_hi").asText());
    assertEquals("017fa1d8-beb6-2508-7798-d410f90dfec1", scru128.get("uuid").asText());

    // Spec v1 README example: biased timestamp 56634639325 = Unix ms 1634471439325.
    JsonNode v1 = JSON.readTree(lines.get(1));
    assertEquals("scru128-v1", v1.get("type").asText());
    assertEquals("2021-10-17T11:50:39.325Z", v1.get("time").asText());
    assertEquals(1634471439325L, v1.get("unix_ms").asLong());
    assertEquals(56634639325L, v1.at("/fields/timestamp").asLong());
    assertEquals(192895179, v1.at("/fields/counter").asInt());
    assertEquals(12475634, v1.at("/fields/per_sec_random").asInt());
    assertEquals(4030997938L, v1.at("/fields/per_gen_random").asLong());
    assertEquals("00d2fb00-3ddb-7f58-cbbe-5cf2f04425b2", v1.get("uuid").asText());
    assertEquals("00d2fb003ddb7f58cbbe5cf2f04425b2", v1.get("hex").asText());
    assertEquals("1095473244246772103403544935821223346", v1.get("int").asText());

    JsonNode scru64 = JSON.readTree(lines.get(2));
    assertEquals("scru64", scru64.get("type").asText());
    assertEquals(6557084606L * 256, scru64.get("unix_ms").asLong());
    assertEquals(6557084606L, scru64.at("/fields/timestamp").asLong());
    assertEquals(2777946, scru64.at("/fields/node_ctr").asInt());
    assertEquals("0186d52bbe2a635a", scru64.get("hex").asText());
    assertEquals("110009624767914842", scru64.get("int").asText());

    JsonNode ulid = JSON.readTree(lines.get(3));
    assertEquals("ulid", ulid.get("type").asText());
    assertEquals("2016-07-30T23:54:10.259Z", ulid.get("time").asText());
    assertEquals(1469922850259L, ulid.at("/fields/timestamp").asLong());
    // 80 bits do not fit a JSON number that jq keeps exact: a string of digits.
    assertTrue(ulid.at("/fields/randomness").isTextual());
    assertEquals("0xd6764c61efb99302bd5b", ulid.at("/fields_hex/randomness").asText());

    // EUID vector: hi 0x621ce48c99c00078, lo 0x16e925e73ebf0fda; L = 8, extension 7.
    JsonNode euid = JSON.readTree(lines.get(4));
    assertEquals("euid", euid.get("type").asText());
    assertEquals(0x621ce48c99c00078L >>> 19, euid.at("/fields/timestamp").asLong());
    assertEquals(7, euid.at("/fields/extension").asInt());
    assertEquals(8, euid.at("/fields/extension_length").asInt());
    assertEquals(0, euid.at("/fields/filler").asInt());
    assertEquals(Long.toUnsignedString(0x16e925e73ebf0fdaL), euid.at("/fields/random").asText());
    assertEquals("621ce48c99c0007816e925e73ebf0fda", euid.get("hex").asText());

    // RFC 9562 Appendix A.6: rand_a 0xcc3, rand_b 0x18c4dc0c0c07398f.
    JsonNode uuidv7 = JSON.readTree(lines.get(5));
    assertEquals("uuidv7", uuidv7.get("type").asText());
    assertEquals("017f22e2-79b0-7cc3-98c4-dc0c0c07398f", uuidv7.get("id").asText());
    assertEquals("2022-02-22T19:22:22.000Z", uuidv7.get("time").asText());
    assertEquals(1645557742000L, uuidv7.at("/fields/unix_ts_ms").asLong());
    assertEquals(7, uuidv7.at("/fields/ver").asInt());
    assertEquals(2, uuidv7.at("/fields/var").asInt());
    assertEquals(0xcc3L << 30 | 0x18c4dc0cL, uuidv7.at("/fields/counter").asLong());
    assertEquals("0x330d8c4dc0c", uuidv7.at("/fields_hex/counter").asText());
    assertEquals(0x0c07398fL, uuidv7.at("/fields/random").asLong());
    assertEquals("017f22e2-79b0-7cc3-98c4-dc0c0c07398f", uuidv7.get("uuid").asText());
    assertEquals("017f22e279b07cc398c4dc0c0c07398f", uuidv7.get("hex").asText());
    assertEquals("1989357241971137676463954034883508623", uuidv7.get("int").asText());
  }

  @Test
  void invalidLinesAreReportedWithTheirLineAndReasonAndTheOthersGoOn() throws Exception {
    CliRun run =
        CliRun.withInput(
            "036z951mhjikzik2gsl81gr7l\n"
                + "036z951mhjikzik2gsl81gr7\n"
                + "\n"
                + "0u375nxqh5c+\n"
                + "  0u375nxqh5cq  \r\n"
                + "f5lxx1zz5pnorynqglhzmsp34\n",
            "inspect",
            "--json");

    assertEquals(1, run.status());
    assertEquals(2, run.lines().size());
    assertEquals("scru128", JSON.readTree(run.lines().get(0)).get("type").asText());
    assertEquals("0u375nxqh5cq", JSON.readTree(run.lines().get(1)).get("id").asText());
    assertEquals(
        List.of(
            "sortid inspect: line 2: \"036z951mhjikzik2gsl81gr7\": no format has 24 characters"
                + " (scru64 has 12, scru128 25, ulid and scru128-v1 26, euid 27, uuidv7 36)",
            "sortid inspect: line 4: \"0u375nxqh5c+\" is not a valid SCRU64 ID: invalid digit"
                + " '+' at 11",
            "sortid inspect: line 6: \"f5lxx1zz5pnorynqglhzmsp34\" is not a valid SCRU128 ID:"
                + " out of 128-bit value range"),
        run.errLines());
  }

  @Test
  void arguments() {
    CliRun run = CliRun.run("inspect", "0u375nxqh5cq", "nope", "0u375nxqh5cr");

    assertEquals(1, run.status());
    assertEquals(
        List.of("sortid inspect: argument 2: \"nope\": no format has 4 characters"),
        run.errLines().stream().map(line -> line.replaceAll(" \\(.*", "")).toList());
    assertEquals(2, run.out().split("\n\n").length);
  }

  @Test
  void aTextValidAsOnlyOneOfUlidAndScru128V1IsThatOne() {
    // W-Z only in Crockford Base32, U only in radix 32 0-9A-V.
    assertEquals(new Detection(IdType.ULID, List.of()), Detection.of("01ARZ3NDEKTSV4RRFFQ69G5FAV"));
    assertEquals(
        new Detection(IdType.SCRU128_V1, List.of()), Detection.of("00QBTG0FERFTCCNFISUBO489DI"));
    assertEquals(
        new Detection(IdType.SCRU128_V1, List.of()), Detection.of("0000000000000000000000000u"));
  }

  @Test
  void aTextValidAsBothIsTakenAsAUlidAndSaidToBe() {
    // I, L and O are aliases of 1, 1 and 0 to a ULID decoder, and digits of SCRU128 v1.
    for (String both : List.of("01B3F2133F0L00000000000000", "01GSVM6T3V0000000000000000")) {
      assertEquals(new Detection(IdType.ULID, List.of(IdType.SCRU128_V1)), Detection.of(both));
    }
  }

  @Test
  void inspectSaysWhichTypeItAssumedOnceOnStandardErrorAndInEveryResult() throws Exception {
    CliRun table =
        CliRun.run("inspect", "01B3F2133F0L00000000000000", "01GSVM6T3V0000000000000000");
    CliRun json = CliRun.run("inspect", "--json", "01B3F2133F0L00000000000000");

    assertEquals(0, table.status(), table.err());
    assertEquals(
        List.of(
            "sortid inspect: argument 1: \"01B3F2133F0L00000000000000\" is valid as ulid and as"
                + " scru128-v1: taken as ulid (--type scru128-v1 for the other)"),
        table.errLines());
    assertEquals(
        2,
        table.lines().stream()
            .filter(
                line ->
                    line.equals(
                        "type        ulid (assumed; also valid as scru128-v1: --type scru128-v1)"))
            .count(),
        table.out());
    // The ULID decoder reads L as 1: the canonical text has 1.
    assertTrue(table.out().startsWith("id          01B3F2133F0100000000000000\n"), table.out());

    JsonNode node = JSON.readTree(json.out());
    assertEquals("ulid", node.get("type").asText());
    assertTrue(node.get("assumed").asBoolean());
  }

  @Test
  void theTypeOptionChoosesForATextValidAsBoth() throws Exception {
    String both = "01B3F2133F0L00000000000000";
    CliRun asUlid = CliRun.run("inspect", "--json", "--type", "ULID", both);
    CliRun asV1 = CliRun.run("inspect", "-t", "Scru128-V1", both);

    assertEquals(0, asUlid.status(), asUlid.err());
    assertEquals("", asUlid.err());
    JsonNode ulid = JSON.readTree(asUlid.out());
    assertEquals("ulid", ulid.get("type").asText());
    assertFalse(ulid.get("assumed").asBoolean());
    assertEquals(0, asV1.status(), asV1.err());
    assertEquals("", asV1.err());
    assertTrue(asV1.out().contains("type            scru128-v1\n"), asV1.out());
    assertTrue(asV1.out().startsWith("id              01B3F2133F0L00000000000000\n"), asV1.out());
  }

  @Test
  void aTextValidAsNeitherGetsTheErrorOfTheTypeThatReadFurther() {
    // As a ULID, the U at 25 is the first bad digit; as SCRU128 v1, the W at 0 is.
    CliRun run = CliRun.run("inspect", "W000000000000000000000000U", "0000000000000000000000000+");

    assertEquals(1, run.status());
    assertEquals(
        List.of(
            "sortid inspect: argument 1: \"W000000000000000000000000U\" is not a valid ULID:"
                + " invalid digit 'U' at 25",
            "sortid inspect: argument 2: \"0000000000000000000000000+\" is not a valid ULID:"
                + " invalid digit '+' at 25"),
        run.errLines());
  }

  @Test
  void typeForcesTheFormat() {
    CliRun run = CliRun.run("inspect", "--type", "scru64", "036z951mhjikzik2gsl81gr7l");

    assertEquals(1, run.status());
    assertEquals(
        "sortid inspect: argument 1: \"036z951mhjikzik2gsl81gr7l\" is not a valid SCRU64 ID:"
            + " invalid length: 25 (expected 12)",
        run.errLines().get(0));
    assertEquals(2, CliRun.run("inspect", "--type", "uuid").status());
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("types")
  void everyGeneratedIdInspectsBackToItsOwnTextAndType(IdType<?> type) throws Exception {
    CliRun generated =
        CliRun.withInput(
            "",
            java.util.Map.of("SCRU64_NODE_SPEC", "7/3"),
            type.key(),
            "-n",
            "50",
            "--format",
            "text");
    CliRun inspected = CliRun.withInput(generated.out(), "inspect", "--json", "--type", type.key());

    assertEquals(0, inspected.status(), inspected.err());
    List<String> json = inspected.lines();
    assertEquals(generated.lines().size(), json.size());
    for (int i = 0; i < json.size(); i++) {
      JsonNode node = JSON.readTree(json.get(i));
      assertEquals(generated.lines().get(i), node.get("id").asText());
      assertEquals(type.key(), node.get("type").asText());
      assertFalse(node.get("time").asText().isEmpty());
      assertEquals(type.hasUuidForm(), !node.get("uuid").isNull());
    }
  }

  static List<IdType<?>> types() {
    return IdType.all();
  }

  @Test
  void jsonEscapesWhatItWrites() {
    StringBuilder out = new StringBuilder();
    Json.string(out, "a\"b\\c\u0001\n");
    assertEquals("\"a\\\"b\\\\c\\u0001\\u000a\"", out.toString());
  }
}

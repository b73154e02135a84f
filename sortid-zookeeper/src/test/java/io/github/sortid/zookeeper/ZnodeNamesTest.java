package io.github.sortid.zookeeper;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sortid.lease.spi.NodeKey;
import io.github.sortid.lease.spi.Reservation;
import io.github.sortid.scru64.Scru64Id;
import java.nio.charset.StandardCharsets;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class ZnodeNamesTest {
  @Test
  void namesRoundTrip() {
    NodeKey key = new NodeKey(42, 8);
    assertEquals("8-42", ZnodeNames.reservation(key));
    assertEquals(Optional.of(key), ZnodeNames.parseReservation("8-42"));
    assertEquals("8-42-", ZnodeNames.claimPrefix(key));
    assertEquals(Optional.of(key), ZnodeNames.parseClaim("8-42-0000000017"));
    assertEquals(Optional.of(new NodeKey(0x7fffff, 23)), ZnodeNames.parseReservation("23-8388607"));
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "",
        "8",
        "8-",
        "-42",
        "8-256",
        "0-0",
        "24-1",
        "8-+4",
        "8--4",
        "x-1",
        "8-1a",
        "lock",
        "8-42-0000000017"
      })
  void foreignReservationNamesAreNotTaken(String name) {
    assertEquals(Optional.empty(), ZnodeNames.parseReservation(name));
  }

  @ParameterizedTest
  @ValueSource(strings = {"lock", "8-42", "8-42-17", "8-42-000000001x", "8-256-0000000001"})
  void foreignClaimNamesAreNotTaken(String name) {
    assertEquals(Optional.empty(), ZnodeNames.parseClaim(name));
  }

  @Test
  void reservationDataIsReadOrRefused() {
    assertEquals(
        Optional.of(new Reservation(6554405805L, "owner-1", 3)),
        ZnodeNames.parseReservationData(bytes("6554405805 owner-1"), 3));
    assertEquals(
        Optional.of(new Reservation(Scru64Id.MAX_TIMESTAMP, "o", 0)),
        ZnodeNames.parseReservationData(bytes(Scru64Id.MAX_TIMESTAMP + " o"), 0));
    for (String bad :
        new String[] {
          "x y",
          "-5 owner",
          "5",
          "5 ",
          " owner",
          "+5 owner",
          "",
          "5 own er",
          "5 owner\n",
          "5 \u00e9",
          "5 " + "o".repeat(65),
          (Scru64Id.MAX_TIMESTAMP + 1) + " owner",
          "999999999999999999 owner",
          "9999999999999999999 owner"
        }) {
      assertTrue(ZnodeNames.parseReservationData(bytes(bad), 0).isEmpty(), bad);
    }
  }

  @Test
  void dataIsShownQuotedShortAndPrintable() {
    assertEquals("\"\"", ZnodeNames.shown(new byte[0]));
    assertEquals("\"12 ab\"", ZnodeNames.shown(bytes("12 ab")));
    assertEquals("\"a?b?\"", ZnodeNames.shown(new byte[] {'a', '\n', 'b', (byte) 0xff}));
    assertEquals("\"" + "x".repeat(40) + "...\"", ZnodeNames.shown(bytes("x".repeat(41))));
  }

  private static byte[] bytes(String text) {
    return text.getBytes(StandardCharsets.UTF_8);
  }
}

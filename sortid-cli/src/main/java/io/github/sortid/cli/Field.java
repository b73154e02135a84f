package io.github.sortid.cli;

import java.math.BigInteger;

/**
 * One field of an ID as a format's specification names it, e.g. SCRU128's {@code counter_hi}.
 *
 * @param name the specification's name of the field
 * @param value the field's unsigned value
 * @param bits the width of the field, which fixes how many hex digits show it
 */
record Field(String name, BigInteger value, int bits) {
  static Field of(String name, long value, int bits) {
    return new Field(name, BigInteger.valueOf(value), bits);
  }

  /** The value in hex, zero-padded to the field's width, e.g. {@code 0x00ff} for 16 bits. */
  String hex() {
    String digits = value.toString(16);
    int width = (bits + 3) / 4;
    return "0x" + "0".repeat(Math.max(0, width - digits.length())) + digits;
  }

  /** Whether a JSON reader that keeps numbers as doubles (as jq does) holds the value exactly. */
  boolean fitsJsonNumber() {
    return bits <= 53;
  }
}

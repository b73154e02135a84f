package io.github.sortid;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sortid.IdFormatException.Reason;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InvalidObjectException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import org.junit.jupiter.api.Test;

/** The serialized form of {@link IdFormatException} keeps the invariants its constructor checks. */
class IdFormatExceptionTest {
  /** An error index whose four bytes occur once in the stream, so that a test can rewrite them. */
  private static final int MARKER = 0x3c5a_7e19;

  /** A stream that writes null wherever the exception refers to its reason. */
  private static final class WithoutReason extends ObjectOutputStream {
    WithoutReason(OutputStream out) throws IOException {
      super(out);
      enableReplaceObject(true);
    }

    @Override
    protected Object replaceObject(Object obj) {
      return obj instanceof Reason ? null : obj;
    }
  }

  private static byte[] serialize(IdFormatException e) throws IOException {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
      out.writeObject(e);
    }
    return bytes.toByteArray();
  }

  private static Object deserialize(byte[] stream) throws IOException, ClassNotFoundException {
    try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(stream))) {
      return in.readObject();
    }
  }

  @Test
  void roundTripKeepsMessageReasonAndIndex() throws IOException, ClassNotFoundException {
    IdFormatException digit =
        new IdFormatException("invalid digit '+' at 3", Reason.INVALID_DIGIT, 3);
    IdFormatException back = (IdFormatException) deserialize(serialize(digit));
    assertEquals("invalid digit '+' at 3", back.getMessage());
    assertEquals(Reason.INVALID_DIGIT, back.getReason());
    assertEquals(3, back.getErrorIndex());

    IdFormatException length =
        new IdFormatException("invalid length: 26 (expected 25)", Reason.INVALID_LENGTH, -1);
    back = (IdFormatException) deserialize(serialize(length));
    assertEquals(Reason.INVALID_LENGTH, back.getReason());
    assertEquals(-1, back.getErrorIndex());
  }

  @Test
  void streamWithoutReasonIsRejected() throws IOException {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (ObjectOutputStream out = new WithoutReason(bytes)) {
      out.writeObject(new IdFormatException("out of range", Reason.OUT_OF_RANGE, -1));
    }
    InvalidObjectException e =
        assertThrows(InvalidObjectException.class, () -> deserialize(bytes.toByteArray()));
    assertTrue(e.getMessage().contains("reason"), e.getMessage());
  }

  @Test
  void streamWithIndexBelowMinusOneIsRejected() throws IOException, ClassNotFoundException {
    byte[] stream = serialize(new IdFormatException("crafted", Reason.INVALID_DIGIT, MARKER));
    int at = indexOfMarker(stream);

    ByteBuffer.wrap(stream).putInt(at, -42);
    InvalidObjectException e =
        assertThrows(InvalidObjectException.class, () -> deserialize(stream));
    assertTrue(e.getMessage().contains("-42"), e.getMessage());

    ByteBuffer.wrap(stream).putInt(at, -2);
    assertThrows(InvalidObjectException.class, () -> deserialize(stream));

    ByteBuffer.wrap(stream).putInt(at, -1);
    assertEquals(-1, ((IdFormatException) deserialize(stream)).getErrorIndex());
  }

  /** The position of the marker's bytes, after checking that they occur exactly once. */
  private static int indexOfMarker(byte[] stream) {
    int found = -1;
    for (int i = 0; i + Integer.BYTES <= stream.length; i++) {
      if (ByteBuffer.wrap(stream).getInt(i) == MARKER) {
        assertEquals(-1, found, "the marker occurs more than once");
        found = i;
      }
    }
    assertTrue(found >= 0, "the marker does not occur");
    return found;
  }
}

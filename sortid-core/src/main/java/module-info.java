/**
 * Time-ordered unique identifiers: SCRU128 (and its early v1 format), SCRU64, ULID, EUID and UUID
 * version 7.
 *
 * <p>Each format has a package of its own holding its value type (for UUIDv7, methods on {@link
 * java.util.UUID}), its generator and, where the format has one, a static facade. {@link
 * io.github.sortid.IdType} describes each format for code that serves them all; {@link
 * io.github.sortid.IdFormatException} is what every parser throws.
 */
module io.github.sortid {
  exports io.github.sortid;
  exports io.github.sortid.euid;
  exports io.github.sortid.scru128;
  exports io.github.sortid.scru128.v1;
  exports io.github.sortid.scru64;
  exports io.github.sortid.ulid;
  exports io.github.sortid.uuidv7;
}

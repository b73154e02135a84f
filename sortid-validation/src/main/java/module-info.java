/**
 * Jakarta Bean Validation constraints for sortid's IDs: {@link io.github.sortid.validation.ValidId}
 * on text that must be an ID of a given format, and on UUIDs that must be UUIDv7s.
 */
module io.github.sortid.validation {
  requires transitive io.github.sortid;
  requires transitive jakarta.validation;

  exports io.github.sortid.validation;
}

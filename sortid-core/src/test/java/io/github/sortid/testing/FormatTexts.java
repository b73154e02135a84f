package io.github.sortid.testing;

import io.github.sortid.IdType;
import io.github.sortid.euid.EuidTexts;
import io.github.sortid.scru128.Scru128IdTexts;
import io.github.sortid.scru128.v1.Scru128V1IdTexts;
import io.github.sortid.scru64.Scru64IdTexts;
import io.github.sortid.ulid.UlidTexts;
import io.github.sortid.uuidv7.UuidV7Texts;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import net.jqwik.api.Arbitrary;

/**
 * A format's own texts for the shared rule that {@code isValid} is true exactly for the texts that
 * {@code parse} accepts: its vectors, its documented examples and how to make nearly valid texts.
 */
public interface FormatTexts {
  /** Each format's texts, the one place that knows them. */
  Map<IdType<?>, FormatTexts> ALL =
      Map.of(
          IdType.SCRU128, new Scru128IdTexts(),
          IdType.SCRU128_V1, new Scru128V1IdTexts(),
          IdType.SCRU64, new Scru64IdTexts(),
          IdType.ULID, new UlidTexts(),
          IdType.EUID, new EuidTexts(),
          IdType.UUIDV7, new UuidV7Texts());

  /**
   * The texts of a format.
   *
   * @throws IllegalArgumentException if the format has none here yet
   */
  static FormatTexts of(IdType<?> type) {
    FormatTexts texts = ALL.get(type);
    if (texts == null) {
      throw new IllegalArgumentException("no texts for " + type);
    }
    return texts;
  }

  /** The texts of every test vector of the format, and texts at each of its parser's rules. */
  Stream<String> vectors();

  /** The valid example of the format's {@code isValid} Javadoc. */
  String documentedValid();

  /** The invalid example of the format's {@code isValid} Javadoc. */
  String documentedInvalid();

  /** Texts of about the right length, mostly of the alphabet. */
  Arbitrary<String> nearlyValid();

  /**
   * Whether {@link #nearlyValid()} reaches both verdicts often (more than 5 % each); if not (a
   * check symbol), more than half of its texts are invalid.
   */
  default boolean nearlyValidReachesBoth() {
    return true;
  }

  /** Valid texts, in either case, each changed by one edit. */
  Arbitrary<String> mutated();

  /** Every text the format writes for one arbitrary ID: canonical, other case, other forms. */
  Arbitrary<List<String>> written();
}

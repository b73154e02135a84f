package io.github.sortid.cli;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

/**
 * The options an unknown option was likely meant as. picocli suggests only the options that share
 * its first two letters, which misses a slip in those very letters, as in {@code --fromat} or
 * {@code --tpye}; this adds the long options within a few edits of it.
 */
final class OptionSuggestions {
  /** As many as picocli shows for a mistyped command. */
  private static final int MAX_SUGGESTIONS = 3;

  /** Beyond two edits, a name is another word rather than a slip. */
  private static final int MAX_EDITS = 2;

  private OptionSuggestions() {}

  /**
   * picocli's suggestions, then the command's long options that the typed name is a slip of, the
   * closest first.
   *
   * @param typed the unknown option as typed, with any {@code =VALUE}
   * @param command the command it was given to
   * @param picocli the suggestions picocli made, kept first
   */
  static List<String> of(String typed, CommandSpec command, List<String> picocli) {
    String name = typed.contains("=") ? typed.substring(0, typed.indexOf('=')) : typed;
    String word = name.replaceFirst("^-+", "");
    // One edit in a word of up to five letters, two from six on: "--ab" is no slip of "--to".
    int maxEdits = Math.min(MAX_EDITS, Math.max(1, word.length() / 3));
    List<String> close = new ArrayList<>();
    for (OptionSpec option : command.options()) {
      for (String candidate : option.names()) {
        if (!option.hidden()
            && candidate.startsWith("--")
            && edits(word, candidate.substring(2)) <= maxEdits) {
          close.add(candidate);
        }
      }
    }
    close.sort(Comparator.comparingInt(candidate -> edits(word, candidate.substring(2))));
    Set<String> all = new LinkedHashSet<>(picocli);
    all.addAll(close);
    return all.stream().limit(MAX_SUGGESTIONS).toList();
  }

  /**
   * The number of single-letter insertions, deletions, replacements and swaps of neighbours that
   * turn one word into the other (the optimal string alignment distance): a swap counts as one
   * edit, as a typist makes it.
   */
  static int edits(String a, String b) {
    int[][] d = new int[a.length() + 1][b.length() + 1];
    for (int i = 0; i <= a.length(); i++) {
      d[i][0] = i;
    }
    for (int j = 0; j <= b.length(); j++) {
      d[0][j] = j;
    }
    for (int i = 1; i <= a.length(); i++) {
      for (int j = 1; j <= b.length(); j++) {
        int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
        d[i][j] = Math.min(Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1), d[i - 1][j - 1] + cost);
        if (i > 1
            && j > 1
            && a.charAt(i - 1) == b.charAt(j - 2)
            && a.charAt(i - 2) == b.charAt(j - 1)) {
          d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
        }
      }
    }
    return d[a.length()][b.length()];
  }
}

package io.github.sortid.docs;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Finds the relative links of Markdown documents that do not resolve: a file or folder that does
 * not exist, or an anchor ({@code #section}) that names no heading of the target document.
 *
 * <p>Links are the inline ones ({@code [text](target)}, images too) and reference definitions
 * ({@code [label]: target}), outside fenced code blocks and code spans. A link with a scheme
 * ({@code https:}, {@code mailto:}) is left alone. Anchors follow GitHub's rules: a heading's text,
 * without its Markdown, lower-cased, every character other than a letter, a digit, a space, {@code
 * -} or {@code _} dropped, spaces turned into {@code -}; a repeated slug gets {@code -1}, {@code
 * -2}, and so on. An HTML {@code id} or {@code name} attribute is an anchor as well.
 *
 * <p>Source files cite the documents by their path from the repository's root, in comments such as
 * {@code (docs/INTERNALS.md#scru128s-step)}; those citations are checked the same way.
 */
final class MarkdownLinks {
  private static final Pattern ATX_HEADING =
      Pattern.compile("^\\s{0,3}(#{1,6})\\s+(.*?)\\s*#*\\s*$");
  private static final Pattern SETEXT_UNDERLINE = Pattern.compile("^\\s{0,3}(=+|-+)\\s*$");

  /** A code span: its content has no run of its own backticks and no blank line. */
  private static final Pattern CODE_SPAN =
      Pattern.compile("(`+)(?:(?!\\1)(?!\\n\\s*\\n)[\\s\\S])+?\\1");

  /** The start of an inline link, up to its "(": a text without a blank line, one level of []. */
  private static final Pattern INLINE_LINK =
      Pattern.compile("!?\\[(?:[^\\[\\]\\n]|\\n(?!\\s*\\n)|\\[[^\\]\\n]*\\])*\\]\\(");

  private static final Pattern REFERENCE_DEFINITION =
      Pattern.compile("^\\s{0,3}\\[[^\\]\\n]+\\]:[ \\t]*(\\S+)", Pattern.MULTILINE);
  private static final Pattern HTML_ANCHOR =
      Pattern.compile("<[a-zA-Z][^>]*\\s(?:id|name)=\"([^\"]+)\"");
  private static final Pattern SCHEME = Pattern.compile("^[a-zA-Z][a-zA-Z0-9+.-]*:");
  private static final Pattern HEADING_LINK = Pattern.compile("!?\\[([^\\]]*)\\]\\([^)]*\\)");

  /**
   * A document that a source file cites: {@code docs/PAGE.md}, and maybe {@code #section}; not
   * within a longer path or a URL.
   */
  private static final Pattern SOURCE_CITATION =
      Pattern.compile("(?<![\\w/.-])docs/[A-Z0-9-]+\\.md(?:#[a-z0-9_-]+)?");

  /** A link as written: the document, its line (1-based) and its target. */
  record Link(Path document, int line, String target) {}

  /** A link that does not resolve, and why. */
  record Problem(Link link, String reason) {}

  /** What a check found: how many links and anchors it followed, and what did not resolve. */
  record Report(int relativeLinks, int anchors, List<Problem> problems) {}

  private final Path root;
  private final Map<Path, Set<String>> anchorsByDocument = new HashMap<>();

  /**
   * @param root the folder that no link may leave
   */
  MarkdownLinks(Path root) {
    this.root = root.toAbsolutePath().normalize();
  }

  /** Checks every relative link of the documents. */
  Report check(List<Path> documents) {
    List<Link> links = new ArrayList<>();
    for (Path document : documents) {
      links.addAll(links(document));
    }
    return resolve(links, false);
  }

  /**
   * Checks the documents that source files cite: every {@code docs/PAGE.md} or {@code
   * docs/PAGE.md#section} in them, which names a document from the repository's root.
   */
  Report checkSourceCitations(List<Path> sources) {
    List<Link> links = new ArrayList<>();
    for (Path source : sources) {
      links.addAll(sourceCitations(source));
    }
    return resolve(links, true);
  }

  /**
   * Resolves links, each from its document's folder or, with {@code fromRoot}, from the root; a
   * target of an anchor alone is in its own document.
   */
  private Report resolve(List<Link> links, boolean fromRoot) {
    int relative = 0;
    int anchors = 0;
    List<Problem> problems = new ArrayList<>();
    for (Link link : links) {
      String target = link.target();
      if (SCHEME.matcher(target).find()) {
        continue;
      }
      relative++;
      int hash = target.indexOf('#');
      String pathPart = hash < 0 ? target : target.substring(0, hash);
      String anchor = hash < 0 ? null : target.substring(hash + 1);
      Path file = link.document().toAbsolutePath().normalize();
      if (!pathPart.isEmpty()) {
        Path base = fromRoot ? root : file.getParent();
        file = base.resolve(decode(pathPart)).normalize();
        if (!file.startsWith(root)) {
          problems.add(new Problem(link, "leaves the repository"));
          continue;
        }
        if (!Files.exists(file)) {
          problems.add(new Problem(link, "no such file: " + root.relativize(file)));
          continue;
        }
      }
      if (anchor == null) {
        continue;
      }
      anchors++;
      if (!file.getFileName().toString().endsWith(".md")) {
        problems.add(new Problem(link, "an anchor into a file that is not Markdown"));
      } else if (!anchors(file).contains(decode(anchor))) {
        problems.add(
            new Problem(
                link, "no heading " + anchor + " in " + root.relativize(file) + anchorList(file)));
      }
    }
    return new Report(relative, anchors, problems);
  }

  private String anchorList(Path file) {
    return " (its anchors: " + String.join(", ", anchors(file)) + ")";
  }

  /** The anchors of a document: its headings' slugs and its HTML ids. */
  Set<String> anchors(Path document) {
    return anchorsByDocument.computeIfAbsent(
        document.toAbsolutePath().normalize(), MarkdownLinks::readAnchors);
  }

  private static Set<String> readAnchors(Path document) {
    Set<String> anchors = new LinkedHashSet<>();
    Map<String, Integer> seen = new HashMap<>();
    Markdown markdown = Markdown.read(document);
    List<String> lines = markdown.lines();
    for (int i = 0; i < lines.size(); i++) {
      if (markdown.isCode(i)) {
        continue;
      }
      String line = lines.get(i);
      String heading = null;
      Matcher atx = ATX_HEADING.matcher(line);
      if (atx.matches()) {
        heading = atx.group(2);
      } else if (i + 1 < lines.size()
          && !line.isBlank()
          && !line.stripLeading().startsWith("|")
          && !line.stripLeading().startsWith("- ")
          && SETEXT_UNDERLINE.matcher(lines.get(i + 1)).matches()
          && (i == 0
              || lines.get(i - 1).isBlank()
              || ATX_HEADING.matcher(lines.get(i - 1)).matches())) {
        heading = line.strip();
      }
      if (heading != null) {
        String slug = slug(heading);
        int count = seen.merge(slug, 1, Integer::sum);
        anchors.add(count == 1 ? slug : slug + "-" + (count - 1));
      }
      Matcher html = HTML_ANCHOR.matcher(line);
      while (html.find()) {
        anchors.add(html.group(1));
      }
    }
    return anchors;
  }

  /**
   * GitHub's anchor for a heading: its text without links' targets, lower-cased, characters other
   * than letters, digits, spaces, {@code -} and {@code _} dropped, spaces turned into {@code -}.
   */
  static String slug(String heading) {
    String text = HEADING_LINK.matcher(heading).replaceAll("$1").toLowerCase(Locale.ROOT);
    StringBuilder slug = new StringBuilder(text.length());
    text.codePoints()
        .forEach(
            c -> {
              if (c == ' ') {
                slug.append('-');
              } else if (Character.isLetterOrDigit(c) || c == '-' || c == '_') {
                slug.appendCodePoint(c);
              }
            });
    return slug.toString();
  }

  /**
   * The documents that a source file cites, each as a link from that file: every {@code
   * docs/PAGE.md}, with its {@code #section} if it has one, wherever it stands (comments are where
   * they do).
   */
  static List<Link> sourceCitations(Path source) {
    List<Link> links = new ArrayList<>();
    List<String> lines;
    try {
      lines = Files.readAllLines(source, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    for (int i = 0; i < lines.size(); i++) {
      Matcher citation = SOURCE_CITATION.matcher(lines.get(i));
      while (citation.find()) {
        links.add(new Link(source, i + 1, citation.group()));
      }
    }
    return links;
  }

  /** The links of a document, outside code; a link's text may run over several lines. */
  static List<Link> links(Path document) {
    String text = withoutCode(Markdown.read(document));
    List<Link> links = new ArrayList<>();
    Matcher definition = REFERENCE_DEFINITION.matcher(text);
    while (definition.find()) {
      links.add(
          new Link(document, lineAt(text, definition.start(1)), stripAngles(definition.group(1))));
    }
    Matcher inline = INLINE_LINK.matcher(text);
    while (inline.find()) {
      String target = destination(text, inline.end());
      if (target != null) {
        links.add(new Link(document, lineAt(text, inline.end()), target));
      }
    }
    links.sort(Comparator.comparingInt(Link::line));
    return links;
  }

  /**
   * The document with its fenced code blocks and code spans turned into blanks, line breaks kept,
   * so that no link is looked for in code and every offset is still on its line.
   */
  private static String withoutCode(Markdown markdown) {
    StringBuilder text = new StringBuilder();
    List<String> lines = markdown.lines();
    for (int i = 0; i < lines.size(); i++) {
      text.append(markdown.isCode(i) ? "" : lines.get(i)).append('\n');
    }
    return CODE_SPAN.matcher(text).replaceAll(m -> m.group().replaceAll("[^\n]", " "));
  }

  private static int lineAt(String text, int offset) {
    int line = 1;
    for (int i = 0; i < offset; i++) {
      if (text.charAt(i) == '\n') {
        line++;
      }
    }
    return line;
  }

  /** The destination that starts at {@code start}, just after the "(", without a title. */
  private static String destination(String text, int start) {
    if (start < text.length() && text.charAt(start) == '<') {
      int end = text.indexOf('>', start);
      return end < 0 ? null : text.substring(start + 1, end);
    }
    int depth = 0;
    int i = start;
    while (i < text.length()) {
      char c = text.charAt(i);
      if (c == '(') {
        depth++;
      } else if (c == ')') {
        if (depth == 0) {
          break;
        }
        depth--;
      } else if (Character.isWhitespace(c)) {
        break;
      }
      i++;
    }
    return text.substring(start, i);
  }

  private static String stripAngles(String target) {
    return target.startsWith("<") && target.endsWith(">")
        ? target.substring(1, target.length() - 1)
        : target;
  }

  private static String decode(String part) {
    return URLDecoder.decode(part.replace("+", "%2B"), StandardCharsets.UTF_8);
  }
}

package io.github.sortid.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import picocli.AutoComplete;
import picocli.CommandLine;
import picocli.CommandLine.Model.UsageMessageSpec;
import picocli.codegen.docgen.manpage.ManPageGenerator;

/**
 * Writes the bash/zsh completion script and the AsciiDoc sources of the man pages from the command
 * tree that {@link Cli} builds. The build runs it at prepare-package (see sortid-cli/pom.xml):
 * picocli's own {@code AutoComplete} and {@code ManPageGenerator} mains cannot, since they take
 * {@code @Command} classes with their subcommands declared, and sortid adds its subcommands in
 * code.
 */
public final class GenerateDocs {
  private GenerateDocs() {}

  /**
   * Arguments: the completion script to write, and the folder for the man pages' AsciiDoc (one page
   * per command: sortid.adoc, sortid-scru128.adoc, ...).
   */
  public static void main(String[] args) throws IOException {
    if (args.length != 2) {
      throw new IllegalArgumentException("usage: GenerateDocs COMPLETION_FILE MAN_ADOC_DIR");
    }
    Path completion = Path.of(args[0]);
    Path manDir = Path.of(args[1]);
    CommandLine sortid =
        Cli.commandLine(
            new Context(
                InputStream.nullInputStream(),
                OutputStream.nullOutputStream(),
                new PrintWriter(Writer.nullWriter()),
                Map.of()));

    Files.createDirectories(completion.toAbsolutePath().getParent());
    Files.writeString(completion, AutoComplete.bash("sortid", sortid), StandardCharsets.UTF_8);
    Files.createDirectories(manDir);
    // The man page generator leaves out a footer that has no heading, and sortid's footers (exit
    // status, examples) have none: the usage help shows them after a blank line instead.
    addFooterHeadings(sortid);
    int status =
        ManPageGenerator.generateManPage(
            manDir.toFile(), null, new boolean[0], false, sortid.getCommandSpec());
    if (status != 0) {
      throw new IOException("the man page generator failed with status " + status);
    }
  }

  private static void addFooterHeadings(CommandLine command) {
    UsageMessageSpec usage = command.getCommandSpec().usageMessage();
    if (usage.footer().length > 0 && usage.footerHeading().isEmpty()) {
      usage.footerHeading("Exit status and examples");
    }
    command.getSubcommands().values().forEach(GenerateDocs::addFooterHeadings);
  }
}

package io.github.sortid.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.sortid.docs.Shell.Run;
import io.github.sortid.scru128.Scru128Id;
import io.github.sortid.ulid.Ulid;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ShellTest {
  @TempDir Path directory;

  @Test
  void pipesPrintfIntoTheCommandLineAndKeepsItsExitStatusForEcho() {
    Shell shell = new Shell(directory);

    Run convert =
        shell.run(
            "printf '036z951mhjikzik2gsl81gr7l\\n0u375nxqh5c+\\n' | ./sortid convert --to hex");
    Run status = shell.run("echo $?");
    Run again = shell.repeat("echo $?");
    Run nextStatus = shell.run("echo \"status: $?\"  # a comment");

    assertEquals(
        new Run(
            1,
            List.of("017fa1d8beb625087798d410f90dfec1"),
            List.of(
                "sortid convert: line 2: \"0u375nxqh5c+\" is not a valid SCRU64 ID: invalid digit"
                    + " '+' at 11")),
        convert);
    assertEquals(new Run(0, List.of("1"), List.of()), status);
    assertEquals(status, again);
    assertEquals(new Run(0, List.of("status: 0"), List.of()), nextStatus);
  }

  @Test
  void redirectsToAndFromFilesOfItsDirectory() throws IOException {
    Shell shell = new Shell(directory);

    Run generate = shell.run("sortid ulid -n 3 > ids.txt");
    Run check = shell.run("sortid check ulid < ids.txt >/dev/null");
    Run quiet = shell.run("sortid check scru128 < ids.txt > /dev/null 2>/dev/null");

    assertEquals(new Run(0, List.of(), List.of()), generate);
    List<String> ids = Files.readAllLines(directory.resolve("ids.txt"));
    assertEquals(3, ids.size());
    ids.forEach(Ulid::fromString);
    assertEquals(new Run(0, List.of(), List.of()), check);
    assertEquals(new Run(1, List.of(), List.of()), quiet);
  }

  @Test
  void headTakesTheFirstLinesAndTheWriterStopsQuietly() {
    Run run = new Shell(directory).run("./sortid scru128 -n 100000 | head -2");

    assertEquals(0, run.status());
    assertEquals(2, run.out().size());
    run.out().forEach(Scru128Id::fromString);
    assertEquals(List.of(), run.err());
  }

  @Test
  void refusesWhatItCannotReplay() {
    Shell shell = new Shell(directory);

    for (String line :
        List.of(
            "ls -l",
            "echo $HOME",
            "sortid inspect x 2> errors.txt",
            "printf '%s\\n' x",
            "sortid inspect x |",
            "echo 'unclosed")) {
      assertThrows(Shell.UnsupportedException.class, () -> shell.run(line), line);
    }
  }

  @Test
  void aPipeWhoseReaderHasGoneIsBroken() throws IOException {
    Pipe pipe = new Pipe();
    OutputStream writer = pipe.sink();
    InputStream reader = pipe.source();
    writer.write(new byte[] {'a', 'b'});

    byte[] read = new byte[8];
    assertEquals(2, reader.read(read));
    reader.close();

    IOException broken = assertThrows(IOException.class, () -> writer.write('c'));
    assertEquals("Broken pipe", broken.getMessage());
    assertEquals(-1, reader.read());
  }

  @Test
  void aPipeEndsWhenItsWriterCloses() throws IOException {
    Pipe pipe = new Pipe();
    pipe.sink().write(new byte[] {'a', '\n'});
    pipe.sink().close();

    assertEquals("a\n", new String(pipe.source().readAllBytes(), "UTF-8"));
  }
}

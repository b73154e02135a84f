package io.github.sortid.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Properties;
import picocli.CommandLine.IVersionProvider;

/** Answers {@code --version} with the build's version and the Java runtime it runs on. */
final class VersionProvider implements IVersionProvider {
  @Override
  public String[] getVersion() {
    return new String[] {
      "sortid " + version(),
      "Java "
          + System.getProperty("java.version")
          + " ("
          + System.getProperty("java.vendor")
          + ", "
          + System.getProperty("os.name")
          + " "
          + System.getProperty("os.arch")
          + ")"
    };
  }

  static String version() {
    // The build writes its version into this resource; see sortid-cli/pom.xml.
    try (InputStream in = VersionProvider.class.getResourceAsStream("version.properties")) {
      if (in == null) {
        throw new IllegalStateException("version.properties is missing from the build");
      }
      Properties properties = new Properties();
      properties.load(in);
      return properties.getProperty("version");
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}

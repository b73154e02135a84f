package io.github.sortid.spring;

import org.springframework.boot.diagnostics.AbstractFailureAnalyzer;
import org.springframework.boot.diagnostics.FailureAnalysis;

/** Reports a missing SCRU64 node ID as a configuration problem, with the ways to configure one. */
final class Scru64NotConfiguredFailureAnalyzer
    extends AbstractFailureAnalyzer<Scru64NotConfiguredException> {
  Scru64NotConfiguredFailureAnalyzer() {}

  @Override
  protected FailureAnalysis analyze(Throwable rootFailure, Scru64NotConfiguredException cause) {
    return new FailureAnalysis(
        "A bean needs a Scru64Source, but no SCRU64 node ID is configured. sortid never picks a"
            + " node ID on its own: two processes with the same one would issue the same IDs.",
        "Configure the node ID in one of three ways: "
            + Scru64NotConfiguredException.WAYS
            + ". Or define a Scru64Source bean of your own.",
        cause);
  }
}

package io.github.sortid.quarkus.deployment;

import io.github.sortid.quarkus.IdParamConverterProvider;
import io.github.sortid.quarkus.InvalidIdParameterException;
import io.github.sortid.quarkus.InvalidIdParameterExceptionMapper;
import io.quarkus.deployment.Capabilities;
import io.quarkus.deployment.Capability;
import io.quarkus.deployment.annotations.BuildProducer;
import io.quarkus.deployment.annotations.BuildStep;
import io.quarkus.resteasy.reactive.spi.ExceptionMapperBuildItem;
import io.quarkus.resteasy.reactive.spi.ParamConverterBuildItem;

/** sortid's part in Quarkus REST: ID types as request parameters, and a 400 for invalid ones. */
public final class SortidRestProcessor {
  /**
   * The priority of sortid's converter provider and mapper: the last of all, since JAX-RS tries the
   * lowest number first, so that the application's own, of any priority, come before.
   */
  private static final int LAST = Integer.MAX_VALUE;

  /** Created by Quarkus. */
  public SortidRestProcessor() {}

  /** The ID types' converters, and the mapper of the exception they throw. */
  @BuildStep
  void parameters(
      Capabilities capabilities,
      BuildProducer<ParamConverterBuildItem> converters,
      BuildProducer<ExceptionMapperBuildItem> mappers) {
    if (capabilities.isPresent(Capability.REST)) {
      // Not beans: they inject nothing, and Quarkus REST makes them by their constructors.
      converters.produce(
          new ParamConverterBuildItem(IdParamConverterProvider.class.getName(), LAST, false));
      mappers.produce(
          new ExceptionMapperBuildItem(
              InvalidIdParameterExceptionMapper.class.getName(),
              InvalidIdParameterException.class.getName(),
              LAST,
              false));
    }
  }
}

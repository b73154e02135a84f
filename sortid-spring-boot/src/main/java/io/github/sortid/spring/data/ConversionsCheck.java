package io.github.sortid.spring.data;

import io.github.sortid.IdType;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import org.springframework.beans.factory.SmartInitializingSingleton;
import org.springframework.data.convert.CustomConversions;
import org.springframework.data.relational.core.mapping.RelationalMappingContext;
import org.springframework.data.relational.core.mapping.RelationalPersistentEntity;
import org.springframework.data.relational.core.mapping.RelationalPersistentProperty;

/**
 * Stops the start-up when the application's own conversions bean, which sortid leaves as it is,
 * cannot write a property of a sortid ID type that an entity has: Spring Data would otherwise take
 * the ID for an entity of its own and fail at the first statement, with SQL that names the ID's
 * fields as columns. Runs once every singleton, the repositories included, is created; an entity
 * that Spring Data meets only later is not checked.
 */
final class ConversionsCheck implements SmartInitializingSingleton {
  private final Supplier<? extends RelationalMappingContext> context;
  private final Supplier<? extends CustomConversions> conversions;
  private final String conversionsType;

  /**
   * Creates the check.
   *
   * @param context the store's mapping context, looked up when the check runs
   * @param conversions the store's conversions, looked up when the check runs
   * @param conversionsType the conversions' class name, for the message
   */
  ConversionsCheck(
      Supplier<? extends RelationalMappingContext> context,
      Supplier<? extends CustomConversions> conversions,
      String conversionsType) {
    this.context = context;
    this.conversions = conversions;
    this.conversionsType = conversionsType;
  }

  /**
   * Fails if an entity's property of a sortid ID type has no writing converter.
   *
   * @throws IllegalStateException naming the properties and how to add the converters
   */
  @Override
  public void afterSingletonsInstantiated() {
    CustomConversions conversions = this.conversions.get();
    List<String> unconverted = new ArrayList<>();
    for (RelationalPersistentEntity<?> entity : context.get().getPersistentEntities()) {
      for (RelationalPersistentProperty property : entity) {
        Class<?> type = property.getActualType();
        if (IdType.of(type).isPresent() && !conversions.hasCustomWriteTarget(type)) {
          unconverted.add(
              entity.getType().getSimpleName()
                  + "."
                  + property.getName()
                  + " ("
                  + type.getSimpleName()
                  + ")");
        }
      }
    }
    if (!unconverted.isEmpty()) {
      throw new IllegalStateException(
          String.join(", ", unconverted)
              + (unconverted.size() == 1 ? " is an ID" : " are IDs")
              + " that the application's "
              + conversionsType
              + " bean cannot write: add sortid's converters to it,"
              + " IdConverters.of(IdColumn.defaultFor(dialect)), or remove the bean and let sortid"
              + " define it");
    }
  }
}

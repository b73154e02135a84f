/**
 * sortid's Quarkus extension, the part that runs in the application. With {@code sortid-quarkus}
 * among its dependencies, an application gets:
 *
 * <ul>
 *   <li>a {@code Scru128Generator}, {@code UlidGenerator}, {@code EuidGenerator} and {@code
 *       UuidV7Generator} bean, and a {@code Scru64Source} bean whose node ID is fixed, leased from
 *       a datasource or taken from a StatefulSet pod's name, and never a default one ({@link
 *       io.github.sortid.quarkus.SortidGenerators});
 *   <li>sortid-hibernate's types in the default persistence unit ({@link
 *       io.github.sortid.quarkus.SortidHibernateTypes});
 *   <li>sortid's Jackson module on the application's {@code ObjectMapper} ({@link
 *       io.github.sortid.quarkus.SortidObjectMapperCustomizer});
 *   <li>every ID type as a Quarkus REST parameter, with a 400 problem for an invalid one ({@link
 *       io.github.sortid.quarkus.IdParamConverterProvider}, {@link
 *       io.github.sortid.quarkus.InvalidIdParameterExceptionMapper});
 *   <li>the lease's readiness check ({@link io.github.sortid.quarkus.Scru64HealthCheck}).
 * </ul>
 *
 * <p>Every bean backs off when the application defines one of its type. The properties are those of
 * {@link io.github.sortid.quarkus.SortidConfig} and {@link
 * io.github.sortid.quarkus.SortidJacksonConfig}; the build steps that decide which parts an
 * application gets are in {@code sortid-quarkus-deployment}.
 */
package io.github.sortid.quarkus;

/**
 * Spring Boot 4 auto-configuration for sortid. With the starter on the class path, an application
 * gets:
 *
 * <ul>
 *   <li>a {@code Scru128Generator}, {@code UlidGenerator}, {@code EuidGenerator} and {@code
 *       UuidV7Generator} bean ({@link io.github.sortid.spring.SortidAutoConfiguration});
 *   <li>a {@code Scru64Source} bean whose node ID is fixed, leased from ZooKeeper or taken from a
 *       StatefulSet pod's name ({@link io.github.sortid.spring.Scru64AutoConfiguration}), and never
 *       a default one;
 *   <li>every ID type as a path variable, request parameter or header, with a 400 and a problem
 *       detail for an invalid one ({@link io.github.sortid.spring.SortidWebAutoConfiguration});
 *   <li>every ID type in JSON, with Jackson 3 and Jackson 2 ({@link
 *       io.github.sortid.spring.SortidJacksonAutoConfiguration});
 *   <li>every ID type in Spring Data JDBC and R2DBC entities, with keys generated on save ({@link
 *       io.github.sortid.spring.data.SortidDataJdbcAutoConfiguration}, {@link
 *       io.github.sortid.spring.data.SortidDataR2dbcAutoConfiguration});
 *   <li>every ID type as a string with its pattern and example in the API description of
 *       springdoc-openapi ({@link io.github.sortid.spring.SortidOpenApiAutoConfiguration});
 *   <li>the lease's health and the node's info in Actuator ({@link
 *       io.github.sortid.spring.Scru64ActuatorAutoConfiguration}).
 * </ul>
 *
 * <p>Every bean backs off when the application defines one of its type. The properties are listed
 * in {@link io.github.sortid.spring.SortidProperties} and {@link
 * io.github.sortid.spring.data.SortidDataProperties}.
 */
package io.github.sortid.spring;

/**
 * sortid's ID types in Spring Data JDBC and Spring Data R2DBC, with MyBatis ({@link
 * io.github.sortid.spring.data.SortidMyBatisAutoConfiguration}) and jOOQ ({@link
 * io.github.sortid.spring.data.SortidJooqAutoConfiguration}) beside them: the converters that store
 * them in a {@code uuid}, binary, {@code bigint} or text column ({@link
 * io.github.sortid.spring.data.IdConverters}, {@link io.github.sortid.spring.data.IdColumn}), and
 * the callbacks that generate null keys on save ({@link io.github.sortid.spring.data.UuidV7Key} for
 * {@code UUID} keys); auto-configured by {@link
 * io.github.sortid.spring.data.SortidDataJdbcAutoConfiguration} and {@link
 * io.github.sortid.spring.data.SortidDataR2dbcAutoConfiguration}, set by {@link
 * io.github.sortid.spring.data.SortidDataProperties}.
 */
package io.github.sortid.spring.data;

/**
 * An example Quarkus application built on sortid's extension: orders keyed by SCRU128 IDs, which
 * Hibernate generates and stores in PostgreSQL's {@code uuid}, with SCRU64 ticket numbers from a
 * node ID leased from the same database, and a listing of the orders of a time range that is a
 * range scan of the primary key.
 */
package io.github.sortid.example.orders.quarkus;

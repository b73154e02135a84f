/**
 * The report of a benchmark run: reads JMH's result file and the rules file, prints the tables and
 * the targets, and draws the chart. Run by {@code sortid-bench/run}; see docs/BENCHMARKS.md.
 */
package io.github.sortid.bench.report;

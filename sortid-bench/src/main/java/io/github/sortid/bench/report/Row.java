package io.github.sortid.bench.report;

import java.util.List;
import java.util.Map;

/**
 * One benchmark's score: average time per operation in ns, its 99.9% error and the bounds of its
 * 99.9% confidence interval; the mean of each fork's measured iterations; and for a sampled row
 * ({@code mode} {@code "sample"}) the percentiles of single calls, in ns, keyed as JMH writes them
 * ({@code "99.9"}).
 *
 * @param key {@code group + "." + method}, how the rules name the row
 * @param group the benchmark class's simple name
 * @param method the benchmark method's name
 * @param mode JMH's mode: {@code "avgt"} or {@code "sample"}
 * @param threads how many threads ran the benchmark
 * @param score the average time per operation, ns
 * @param error the 99.9% error of the score, ns; 0 where JMH gives none
 * @param low the lower bound of the confidence interval, ns
 * @param high the upper bound of the confidence interval, ns
 * @param forkMeans the mean of each fork's measured iterations, ns
 * @param percentiles the percentiles of single calls, ns, keyed as JMH writes them
 */
record Row(
    String key,
    String group,
    String method,
    String mode,
    int threads,
    double score,
    double error,
    double low,
    double high,
    List<Double> forkMeans,
    Map<String, Double> percentiles) {}

/**
 * What all of sortid's formats share: the descriptor of each format that code serving every format
 * adapts ({@link io.github.sortid.IdType}), the exception that every parser throws ({@link
 * io.github.sortid.IdFormatException}), the type of every generator ({@link
 * io.github.sortid.IdGenerator}) and the settings of every generator's builder ({@link
 * io.github.sortid.GeneratorBuilder}).
 */
package io.github.sortid;

/** What all of sortid's formats share: the exception that every parser throws. */
package io.github.sortid;

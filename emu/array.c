/* SPDX-License-Identifier: MIT */
/* array.c -- the library's one growable array: append an element,
 * doubling the room when it is full. */
#include <stdlib.h>
#include <string.h>

#include "mmaemu/format.h"

#define FIRST_ROOM 1024   /* elements in a new array */

int mmaemu_array_push(void *array, size_t *n, size_t *cap, size_t elem, const void *x)
{
    /* *array is the caller's T *: copied as a pointer value, never read
     * through a void * lvalue (object pointers share one representation on
     * every platform the library builds for). */
    unsigned char *v;
    memcpy(&v, array, sizeof v);
    if (*n == *cap) {
        const size_t room = *cap ? 2 * *cap : FIRST_ROOM;
        if (room < *cap || room > (size_t)-1 / elem)
            return -1;
        unsigned char *grown = realloc(v, room * elem);
        if (!grown)
            return -1;
        v = grown;
        memcpy(array, &v, sizeof v);
        *cap = room;
    }
    memcpy(v + *n * elem, x, elem);
    ++*n;
    return 0;
}

/* SPDX-License-Identifier: MIT */
/* check_outset.c -- output transactions (io/outset.c, mmaemu/outset.h):
 * a set commits all its files or none; abort and failed commits leave the
 * targets as they were and no temporary; an unwritable folder fails when
 * the file is added, with the OS's reason.  Contents are checked by reading
 * the files back with stdio. */
#include <check.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "mmaemu.h"
#include "testutil.h"

static char dir[256];

static const char *path(const char *name, char *buf)
{
    snprintf(buf, 512, "%s/%s", dir, name);
    return buf;
}

static void put(const char *p, const char *text)
{
    FILE *f = fopen(p, "w");
    ck_assert_msg(f && fputs(text, f) >= 0 && fclose(f) == 0, "cannot write %s", p);
}

/* The file's text ("" if absent: "<none>"). */
static const char *get(const char *p, char *buf, size_t len)
{
    FILE *f = fopen(p, "r");
    if (!f)
        return "<none>";
    size_t n = fread(buf, 1, len - 1, f);
    buf[n] = '\0';
    fclose(f);
    return buf;
}

/* Hidden files (temporaries, backups) left in dir. */
static int hidden_left(void)
{
    DIR *d = opendir(dir);
    struct dirent *e;
    int n = 0;
    while (d && (e = readdir(d)))
        n += e->d_name[0] == '.' && strcmp(e->d_name, ".") && strcmp(e->d_name, "..");
    if (d)
        closedir(d);
    return n;
}

/* Remove dir and its files (a test's last step). */
static void drop_dir(void)
{
    DIR *d = opendir(dir);
    struct dirent *e;
    char p[600];
    while (d && (e = readdir(d)))
        if (strcmp(e->d_name, ".") && strcmp(e->d_name, "..")) {
            snprintf(p, sizeof p, "%s/%s", dir, e->d_name);
            unlink(p);
        }
    if (d)
        closedir(d);
    rmdir(dir);
}

static void fresh_dir(void)
{
    char b[512];
    snprintf(dir, sizeof dir, "%s", test_tmp_path("outset_XXXXXX", b, sizeof b));
    ck_assert(mkdtemp(dir) != NULL);
}

/* The targets a and b hold want_a and want_b ("<none>": absent), and no
 * temporary is left. */
static void expect_ab(const char *a, const char *want_a, const char *b, const char *want_b)
{
    char t[64];
    ck_assert_str_eq(get(a, t, sizeof t), want_a);
    ck_assert_str_eq(get(b, t, sizeof t), want_b);
    ck_assert_int_eq(hidden_left(), 0);
}

START_TEST(commit_all)
{
    char a[512], b[512], t[64], err[512];
    fresh_dir();
    put(path("a", a), "old a");
    mmaemu_outset *s = mmaemu_outset_begin(err, sizeof err);
    ck_assert(s != NULL);
    const char *ta = mmaemu_outset_add(s, a, err, sizeof err);
    const char *tb = mmaemu_outset_add(s, path("b.gz", b), err, sizeof err);
    ck_assert(ta && tb);
    ck_assert_msg(!strcmp(tb + strlen(tb) - 3, ".gz"), "%s keeps .gz", tb);
    ck_assert_str_eq(get(a, t, sizeof t), "old a"); /* nothing replaced before commit */
    put(ta, "new a");
    put(tb, "new b");
    ck_assert_int_eq(mmaemu_outset_commit(s, err, sizeof err), 0);
    expect_ab(a, "new a", b, "new b");
    drop_dir();
}
END_TEST

START_TEST(abort_keeps_old)
{
    char a[512], b[512], err[512];
    fresh_dir();
    put(path("a", a), "old a");
    mmaemu_outset *s = mmaemu_outset_begin(err, sizeof err);
    put(mmaemu_outset_add(s, a, err, sizeof err), "new a");
    put(mmaemu_outset_add(s, path("b", b), err, sizeof err), "new b");
    mmaemu_outset_abort(s);
    expect_ab(a, "old a", b, "<none>");
    drop_dir();
}
END_TEST

/* The third target is a non-empty folder: its rename fails after the
 * first two were made; the first (old file) comes back, the second (new
 * file where there was none) goes. */
START_TEST(failed_rename_rolls_back)
{
    char a[512], b[512], c[512], f[600], t[64], err[512];
    fresh_dir();
    put(path("a", a), "old a");
    ck_assert_int_eq(mkdir(path("c", c), 0777), 0);
    snprintf(f, sizeof f, "%s/keep", c);
    put(f, "kept");
    mmaemu_outset *s = mmaemu_outset_begin(err, sizeof err);
    put(mmaemu_outset_add(s, a, err, sizeof err), "new a");
    put(mmaemu_outset_add(s, path("b", b), err, sizeof err), "new b");
    put(mmaemu_outset_add(s, c, err, sizeof err), "new c");
    ck_assert_int_eq(mmaemu_outset_commit(s, err, sizeof err), -1);
    ck_assert_msg(strstr(err, c) && strstr(err, "no output changed"), "%s", err);
    ck_assert_str_eq(get(f, t, sizeof t), "kept");
    expect_ab(a, "old a", b, "<none>");
    unlink(f);
    rmdir(c);
    drop_dir();
}
END_TEST

START_TEST(unwritable_fails_at_add)
{
    char p[600], err[512];
    fresh_dir();
    snprintf(p, sizeof p, "%s/missing/x.npy", dir);
    mmaemu_outset *s = mmaemu_outset_begin(err, sizeof err);
    ck_assert(mmaemu_outset_add(s, p, err, sizeof err) == NULL);
    ck_assert_msg(strstr(err, "No such file or directory") && strstr(err, p), "%s", err);
    snprintf(p, sizeof p, "%s/", dir);
    ck_assert(mmaemu_outset_add(s, p, err, sizeof err) == NULL); /* no file name */
    ck_assert_int_eq(mmaemu_outset_commit(s, err, sizeof err), 0); /* nothing to do */
    drop_dir();
}
END_TEST

int main(void)
{
    const test_def tests[] = {
        TEST_ONCE(commit_all),
        TEST_ONCE(abort_keeps_old),
        TEST_ONCE(failed_rename_rolls_back),
        TEST_ONCE(unwritable_fails_at_add),
    };
    return TEST_RUN("outset", tests);
}

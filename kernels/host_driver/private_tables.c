/* SPDX-License-Identifier: MIT */
/* private_tables.c -- the private interfaces the CUDA runtime asks the driver for.

   The runtime that cuBLAS and PyTorch link asks cuGetExportTable for tables of functions named
   by UUIDs.  Their layouts are undocumented; what is used here is what independent
   re-implementations of the driver found (ZLUDA and others, see docs/library-choice.md,
   section 6), checked by running cuBLAS 13.1 and PyTorch 2.11 on this driver: a table starts
   with its size in bytes where the runtime reads one, slots not listed are empty.
   - 6bd5fb6c "cudart interface": slot 2 = the device's primary context.
   - a094798c tools callback hooks: slots 2 and 6 = buffers the runtime writes into.
   - 42d85a81 tools TLS: slot 2 = the current context (cuBLASLt's kernel registry needs it).
   - c693336e context-local storage: slots 0, 1, 2 = put, delete, get (no size).
   - 263e8860 context checks: slot 2 = check a context, slot 3 = a global check (no size).
   - 21318c60 context identity: slot 4 = the context's id.
   - d4082055 integrity check: slot 1 = HMAC-MD2 with a fixed key over (driver version, the
     runtime's version argument, process and thread ids, the addresses of the cudart and
     integrity tables and of the function, the time it passed) and each device's (UUID, PCI
     domain, bus, device); for versions ending in 0 or 1, two fixed words.  The runtime refuses
     to start when the answer differs from its own.
   - 1734dc26 (cuBLASLt, unknown): every slot answers "not supported", which cuBLASLt takes.
   - f8cff951: refused (the runtime then starts the usual way). */
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <tomcrypt.h>
#include <unistd.h>

#include "host_driver.h"

typedef void (*destructor_fn)(void *, void *, void *);

struct local_value {
    void *context, *key, *value;
    destructor_fn destructor;
    struct local_value *next;
};

static struct local_value *locals;
static pthread_mutex_t locals_lock = PTHREAD_MUTEX_INITIALIZER;

static CUresult primary_context(void **ctx, int device)
{
    (void)device;
    *ctx = host_primary_context();
    return CU_OK;
}

static unsigned char hook_buffer1[1024], hook_buffer2[14];

static void hook_buffer_1(void **p, size_t *n)
{
    if (p)
        *p = hook_buffer1;
    if (n)
        *n = sizeof hook_buffer1;
}

static void hook_buffer_2(void **p, size_t *n)
{
    if (p)
        *p = hook_buffer2;
    if (n)
        *n = sizeof hook_buffer2;
}

static CUresult current_context(void **ctx)
{
    *ctx = host_primary_context();
    return CU_OK;
}

static CUresult local_put(void *ctx, void *key, void *value, destructor_fn destructor)
{
    pthread_mutex_lock(&locals_lock);
    struct local_value *e = locals;
    while (e && e->key != key)
        e = e->next;
    if (!e && (e = calloc(1, sizeof *e))) {
        e->next = locals;
        locals = e;
    }
    if (e)
        e->context = ctx, e->key = key, e->value = value, e->destructor = destructor;
    pthread_mutex_unlock(&locals_lock);
    return e ? CU_OK : CU_INVALID_VALUE;
}

static CUresult local_delete(void *ctx, void *key)
{
    (void)ctx;
    pthread_mutex_lock(&locals_lock);
    for (struct local_value **link = &locals; *link; link = &(*link)->next)
        if ((*link)->key == key) {
            struct local_value *e = *link;
            *link = e->next;
            free(e);
            break;
        }
    pthread_mutex_unlock(&locals_lock);
    return CU_OK;
}

static CUresult local_get(void **value, void *ctx, void *key)
{
    (void)ctx;
    CUresult rc = 400;                 /* CUDA_ERROR_INVALID_HANDLE: nothing stored */
    *value = NULL;
    pthread_mutex_lock(&locals_lock);
    for (struct local_value *e = locals; e; e = e->next)
        if (e->key == key) {
            *value = e->value;
            rc = CU_OK;
            break;
        }
    pthread_mutex_unlock(&locals_lock);
    return rc;
}

static CUresult context_check(void *ctx, unsigned *flags, const void **detail)
{
    (void)ctx;
    if (flags)
        *flags = 0;
    if (detail)
        *detail = NULL;
    return CU_OK;
}

static unsigned global_check(void)
{
    return 0;
}

static CUresult context_id(void *ctx, unsigned long long *id)
{
    (void)ctx;
    *id = 1;
    return CU_OK;
}

static CUresult not_supported(void)
{
    return CU_NOT_SUPPORTED;
}

static CUresult integrity_check(unsigned version, uint64_t seconds, uint64_t result[2]);

static const void *cudart_table[13] = {(void *)(13 * sizeof(void *)), NULL, (void *)primary_context};
static const void *hooks_table[7] = {(void *)(7 * sizeof(void *)), NULL, (void *)hook_buffer_1,
                                     NULL, NULL, NULL, (void *)hook_buffer_2};
static const void *tls_table[4] = {(void *)(4 * sizeof(void *)), NULL, (void *)current_context};
static const void *locals_table[4] = {(void *)local_put, (void *)local_delete, (void *)local_get};
static const void *checks_table[4] = {NULL, NULL, (void *)context_check, (void *)global_check};
static const void *identity_table[5] = {(void *)(5 * sizeof(void *)), (void *)not_supported,
                                        (void *)not_supported, (void *)not_supported,
                                        (void *)context_id};
static const void *integrity_table[3] = {(void *)(3 * sizeof(void *)), (void *)integrity_check};
static const void *unknown_table[16] = {
    (void *)(16 * sizeof(void *)), (void *)not_supported, (void *)not_supported,
    (void *)not_supported, (void *)not_supported, (void *)not_supported, (void *)not_supported,
    (void *)not_supported, (void *)not_supported, (void *)not_supported, (void *)not_supported,
    (void *)not_supported, (void *)not_supported, (void *)not_supported, (void *)not_supported,
    (void *)not_supported};

static CUresult integrity_check(unsigned version, uint64_t seconds, uint64_t result[2])
{
    static const unsigned char key[16] = {0x14, 0x6a, 0xdd, 0xae, 0x53, 0xa9, 0xa7, 0x52,
                                          0xaa, 0x08, 0x41, 0x36, 0x0b, 0xf5, 0x5a, 0x9f};
    if (version % 10 <= 1) {
        result[0] = version % 10 ? 0x1841181c03cb675cull : 0x3341181c03cb675cull;
        result[1] = 0x8ed383aa1f4cd1e8ull;
        return CU_OK;
    }
    struct {
        uint32_t driver, version, process, thread;
        const void *cudart, *integrity, *function;
        uint64_t seconds;
    } call = {13010, version, (uint32_t)getpid(), (uint32_t)(uintptr_t)pthread_self(),
              cudart_table, integrity_table, (const void *)integrity_check, seconds};
    struct {
        unsigned char uuid[16];
        int32_t domain, bus, device;
    } dev;
    memset(&dev, 0, sizeof dev);
    memset(dev.uuid, 0x42, sizeof dev.uuid);
    dev.domain = host_device_attribute(50), dev.bus = host_device_attribute(33);
    dev.device = host_device_attribute(34);
    unsigned char mac[16];
    unsigned long len = sizeof mac;
    hmac_state h;
    if (register_hash(&md2_desc) < 0 || hmac_init(&h, find_hash("md2"), key, sizeof key) != CRYPT_OK
        || hmac_process(&h, (const void *)&call, sizeof call) != CRYPT_OK
        || hmac_process(&h, (const void *)&dev, sizeof dev) != CRYPT_OK
        || hmac_done(&h, mac, &len) != CRYPT_OK)
        return CU_INVALID_VALUE;
    memcpy(result, mac, sizeof mac);
    return CU_OK;
}

CUresult host_export_table(const void **table, const unsigned char uuid[16])
{
    static const struct {
        unsigned char id[4];
        const void *table;
    } known[] = {
        {{0x6b, 0xd5, 0xfb, 0x6c}, cudart_table}, {{0xa0, 0x94, 0x79, 0x8c}, hooks_table},
        {{0x42, 0xd8, 0x5a, 0x81}, tls_table}, {{0xc6, 0x93, 0x33, 0x6e}, locals_table},
        {{0x26, 0x3e, 0x88, 0x60}, checks_table}, {{0x21, 0x31, 0x8c, 0x60}, identity_table},
        {{0xd4, 0x08, 0x20, 0x55}, integrity_table}, {{0x17, 0x34, 0xdc, 0x26}, unknown_table},
    };
    for (size_t i = 0; i < sizeof known / sizeof known[0]; i++)
        if (!memcmp(uuid, known[i].id, 4)) {
            *table = known[i].table;
            return CU_OK;
        }
    host_log("export table %02x%02x%02x%02x refused\n", uuid[0], uuid[1], uuid[2], uuid[3]);
    *table = NULL;
    return CU_NOT_FOUND;
}

#include <stdio.h>
#include <stddef.h>
#include <string.h>

struct __attribute__((packed)) hdr {
    unsigned char type;
    unsigned int length;
    unsigned short flags;
    double value;
    long long id;
};
struct __attribute__((packed)) pbits {
    unsigned a : 3;
    unsigned b : 9;
    unsigned c : 17;
    unsigned char d;
    unsigned e : 5;
};
#pragma pack(push, 2)
struct p2 { char c; int i; short s; long l; };
#pragma pack(pop)

__attribute__((noinline)) static unsigned sum_hdr(const struct hdr *h) {
    return h->type + h->length + h->flags + (unsigned)h->value + (unsigned)h->id;
}
__attribute__((noinline)) static struct hdr mk(int i) {
    struct hdr h = {(unsigned char)i, (unsigned)(i * 1000), (unsigned short)(i * 3), i * 0.5, (long long)i << 33};
    return h;
}

int main(void) {
    struct hdr arr[5];
    for (int i = 0; i < 5; i++) arr[i] = mk(i + 1);
    unsigned s = 0;
    for (int i = 0; i < 5; i++) s = s * 31 + sum_hdr(&arr[i]);
    printf("sizeof hdr=%zu off: len=%zu flags=%zu value=%zu id=%zu\n", sizeof(struct hdr), offsetof(struct hdr, length),
           offsetof(struct hdr, flags), offsetof(struct hdr, value), offsetof(struct hdr, id));
    unsigned char raw[sizeof(struct hdr)];
    memcpy(raw, &arr[2], sizeof raw);
    unsigned rh = 0;
    for (size_t i = 0; i < sizeof raw; i++) rh = rh * 7 + raw[i];
    struct pbits pb = {5, 300, 100000, 200, 17};
    pb.b += 100;
    pb.c ^= 0x1ffff;
    printf("pbits sizeof=%zu a=%u b=%u c=%u d=%u e=%u\n", sizeof(struct pbits), pb.a, pb.b, pb.c, pb.d, pb.e);
    struct p2 q = {'q', 123456, -7, -99999999999L};
    printf("p2 sizeof=%zu off i=%zu s=%zu l=%zu vals %c %d %d %ld\n", sizeof(struct p2), offsetof(struct p2, i),
           offsetof(struct p2, s), offsetof(struct p2, l), q.c, q.i, q.s, q.l);
    printf("s=%u rh=%u\n", s, rh);
    return (int)((s ^ rh) & 0x7f);
}

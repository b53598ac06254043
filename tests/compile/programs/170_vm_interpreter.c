#include <stdio.h>
#include <stdint.h>
#include <string.h>

/* A small stack-based virtual machine with a switch dispatch loop, calls, locals and conditional jumps,
   plus an assembler from a compact text form. */
enum op {
    OP_HALT, OP_PUSH, OP_POP, OP_DUP, OP_SWAP, OP_OVER, OP_ADD, OP_SUB, OP_MUL, OP_DIV, OP_MOD, OP_NEG,
    OP_EQ, OP_LT, OP_GT, OP_NOT, OP_AND, OP_OR, OP_JMP, OP_JZ, OP_JNZ, OP_CALL, OP_RET, OP_LOAD, OP_STORE,
    OP_PRINT, OP_INC, OP_DEC, OP_SHL, OP_SHR, OP_XOR, OP_NOP
};
static const char *names[] = {"halt", "push", "pop", "dup", "swap", "over", "add", "sub", "mul", "div", "mod", "neg",
                              "eq", "lt", "gt", "not", "and", "or", "jmp", "jz", "jnz", "call", "ret", "load", "store",
                              "print", "inc", "dec", "shl", "shr", "xor", "nop"};

struct vm { int64_t stack[256]; int sp; int64_t frames[64][8]; int rets[64]; int fp; uint64_t steps; unsigned out_hash; };

/* Two-pass assembler: "name:" defines a label, "@name" refers to one, other words are opcodes or numbers. */
static int assemble(const char *src, int64_t *code) {
    char labels[16][16];
    int label_pos[16], nlabels = 0;
    for (int pass = 0; pass < 2; pass++) {
        int n = 0;
        const char *p = src;
        char word[16];
        while (*p) {
            while (*p == ' ' || *p == '\n') p++;
            if (!*p) break;
            int w = 0;
            while (*p && *p != ' ' && *p != '\n' && w < 15) word[w++] = *p++;
            word[w] = 0;
            if (word[w - 1] == ':') {
                if (pass == 0) {
                    word[w - 1] = 0;
                    strcpy(labels[nlabels], word);
                    label_pos[nlabels++] = n;
                }
                continue;
            }
            if (word[0] == '@') {
                int64_t target = -1;
                for (int i = 0; i < nlabels; i++)
                    if (strcmp(labels[i], word + 1) == 0) target = label_pos[i];
                code[n++] = target;
                continue;
            }
            int found = -1;
            for (int i = 0; i < (int)(sizeof names / sizeof names[0]); i++)
                if (strcmp(names[i], word) == 0) found = i;
            if (found >= 0) {
                code[n++] = found;
            } else {
                int64_t v = 0;
                int neg = word[0] == '-';
                for (int i = neg; word[i]; i++) v = v * 10 + (word[i] - '0');
                code[n++] = neg ? -v : v;
            }
        }
        if (pass == 1) return n;
    }
    return 0;
}

static int64_t run(struct vm *m, const int64_t *code, int quiet) {
    int pc = 0;
    m->sp = 0;
    m->fp = 0;
    memset(m->frames, 0, sizeof m->frames);
    for (;;) {
        m->steps++;
        int64_t a, b;
        switch ((enum op)code[pc++]) {
        case OP_HALT: return m->sp ? m->stack[m->sp - 1] : 0;
        case OP_PUSH: m->stack[m->sp++] = code[pc++]; break;
        case OP_POP: m->sp--; break;
        case OP_DUP: m->stack[m->sp] = m->stack[m->sp - 1]; m->sp++; break;
        case OP_SWAP: a = m->stack[m->sp - 1]; m->stack[m->sp - 1] = m->stack[m->sp - 2]; m->stack[m->sp - 2] = a; break;
        case OP_OVER: m->stack[m->sp] = m->stack[m->sp - 2]; m->sp++; break;
#define BIN(OPC, EXPR) case OPC: b = m->stack[--m->sp]; a = m->stack[m->sp - 1]; m->stack[m->sp - 1] = (EXPR); break;
        BIN(OP_ADD, (int64_t)((uint64_t)a + (uint64_t)b))
        BIN(OP_SUB, (int64_t)((uint64_t)a - (uint64_t)b))
        BIN(OP_MUL, (int64_t)((uint64_t)a * (uint64_t)b))
        BIN(OP_DIV, b ? a / b : 0)
        BIN(OP_MOD, b ? a % b : 0)
        BIN(OP_EQ, a == b)
        BIN(OP_LT, a < b)
        BIN(OP_GT, a > b)
        BIN(OP_AND, a & b)
        BIN(OP_OR, a | b)
        BIN(OP_XOR, a ^ b)
        BIN(OP_SHL, (int64_t)((uint64_t)a << (b & 63)))
        BIN(OP_SHR, (int64_t)((uint64_t)a >> (b & 63)))
#undef BIN
        case OP_NEG: m->stack[m->sp - 1] = (int64_t)(0 - (uint64_t)m->stack[m->sp - 1]); break;
        case OP_NOT: m->stack[m->sp - 1] = !m->stack[m->sp - 1]; break;
        case OP_JMP: pc = (int)code[pc]; break;
        case OP_JZ: a = m->stack[--m->sp]; pc = a == 0 ? (int)code[pc] : pc + 1; break;
        case OP_JNZ: a = m->stack[--m->sp]; pc = a != 0 ? (int)code[pc] : pc + 1; break;
        case OP_CALL: m->rets[m->fp++] = pc + 1; pc = (int)code[pc]; break;
        case OP_RET: pc = m->rets[--m->fp]; break;
        case OP_LOAD: m->stack[m->sp++] = m->frames[m->fp][code[pc++]]; break;
        case OP_STORE: m->frames[m->fp][code[pc++]] = m->stack[--m->sp]; break;
        case OP_PRINT:
            a = m->stack[--m->sp];
            if (!quiet) printf("  out: %lld\n", (long long)a);
            m->out_hash = m->out_hash * 31 + (unsigned)a;
            break;
        case OP_INC: m->stack[m->sp - 1]++; break;
        case OP_DEC: m->stack[m->sp - 1]--; break;
        case OP_NOP: break;
        default: return -999;
        }
    }
}

int main(void) {
    /* program 1: sum of 1..100 using a loop with locals */
    const char *p1 = "push 0 store 0 push 1 store 1\n"
                     "loop: load 1 push 101 lt jz @end\n"
                     "load 0 load 1 add store 0\n"
                     "load 1 inc store 1 jmp @loop\n"
                     "end: load 0 print load 0 halt";
    /* program 2: iterative fibonacci printing every value up to 1000 */
    const char *p2 = "push 0 push 1\n"
                     "loop: over print dup push 1000 gt jnz @end\n"
                     "swap over add jmp @loop\n"
                     "end: halt";
    /* program 3: recursive factorial via call/ret and the data stack */
    const char *p3 = "push 12 call @fact dup print halt\n"
                     "fact: dup push 2 lt jnz @base\n"
                     "dup dec call @fact mul ret\n"
                     "base: ret";
    /* program 4: collatz steps for 27 using shifts and mod */
    const char *p4 = "push 27 push 0 store 0\n"
                     "loop: dup push 1 eq jnz @end\n"
                     "dup push 2 mod jz @even\n"
                     "push 3 mul inc jmp @next\n"
                     "even: push 1 shr\n"
                     "next: load 0 inc store 0 jmp @loop\n"
                     "end: load 0 print load 0 halt";
    const char *progs[] = {p1, p2, p3, p4};
    struct vm m;
    memset(&m, 0, sizeof m);
    int64_t code[512];
    int64_t total = 0;
    for (int i = 0; i < 4; i++) {
        int n = assemble(progs[i], code);
        printf("program %d (%d words):\n", i + 1, n);
        int64_t r = run(&m, code, i == 1);
        printf("  result %lld\n", (long long)r);
        total += r;
    }
    /* a longer run: the sum loop with a larger bound patched into the code */
    int n = assemble(p1, code);
    for (int i = 0; i < n; i++)
        if (code[i] == 101) code[i] = 20001;
    int64_t big = run(&m, code, 1);
    printf("sum 1..20000 = %lld steps=%llu out_hash=%u\n", (long long)big, (unsigned long long)m.steps, m.out_hash);
    return (int)((total + big + (int64_t)m.out_hash) & 0x7f);
}

// CFLAGS: -std=gnu++17
// C++ exceptions, throw and catch: exceptions of int, const char *, class
// types and std::string; catch by value (slicing) and by reference; several
// handlers tried in order; a base-class handler taking a derived exception;
// catch (...); the std::exception hierarchy (std::runtime_error,
// std::out_of_range from std::vector::at, std::invalid_argument) and what();
// exceptions crossing several frames and thrown in loops.
#include <cstdio>
#include <cstring>
#include <stdexcept>
#include <string>
#include <vector>

struct Base {
    int code;
    explicit Base(int c) : code(c) {}
    virtual ~Base() {}
    virtual const char *name() const { return "Base"; }
};
struct Derived : Base {
    int extra;
    Derived(int c, int e) : Base(c), extra(e) {}
    const char *name() const override { return "Derived"; }
};
struct Other {
    double v;
};

static int copies = 0, dtors = 0;
struct Counted {
    int v;
    explicit Counted(int x) : v(x) {}
    Counted(const Counted &o) : v(o.v) { copies++; }
    ~Counted() { dtors++; }
};

static unsigned checksum = 0;
static void mix(unsigned v) { checksum = checksum * 31u + v; }

static void thrower(int kind) {
    std::vector<int> small = {1, 2, 3};
    switch (kind) {
    case 0: return;
    case 1: throw 42;
    case 2: throw "hello, world";
    case 3: throw Derived(7, 8);
    case 4: throw Base(9);
    case 5: throw std::runtime_error("runtime trouble");
    case 6: mix((unsigned)small.at(10)); return;
    case 7: throw Other{2.5};
    case 8: throw 123456789L;
    case 9: throw std::string("a std::string");
    case 10: throw std::invalid_argument("bad argument");
    case 11: throw 'c';
    case 12: throw 7u;
    case 13: throw nullptr;
    case 14: throw Counted(77);
    default: throw std::logic_error("unknown kind");
    }
}

// Several handlers in order; the first that matches wins (nullptr matches
// any pointer handler, so int * comes before const char *).
static const char *classify(int kind, long *val) {
    try {
        thrower(kind);
        *val = 0;
        return "none";
    } catch (int i) {
        *val = i;
        return "int";
    } catch (int *p) {
        *val = p == nullptr ? -1 : 1;
        return "int * (nullptr)";
    } catch (const char *s) {
        *val = (long)strlen(s);
        return "const char *";
    } catch (Derived &d) {
        *val = d.code * 100 + d.extra;
        return "Derived &";
    } catch (const Base &b) {
        *val = b.code;
        return "const Base &";
    } catch (const std::out_of_range &e) {
        *val = (long)strlen(e.what());
        return "std::out_of_range";
    } catch (const std::runtime_error &e) {
        *val = (long)strlen(e.what());
        return "std::runtime_error";
    } catch (const std::exception &e) {
        *val = (long)strlen(e.what());
        printf("    what(): %s\n", e.what());
        return "std::exception";
    } catch (const std::string &s) {
        *val = (long)s.size();
        return "std::string";
    } catch (Counted c) {
        *val = c.v;
        return "Counted (by value)";
    } catch (long l) {
        *val = l;
        return "long";
    } catch (...) {
        *val = -99;
        return "...";
    }
}

// Catch of a base by value slices; by reference keeps the dynamic type.
static void slicing() {
    try {
        throw Derived(1, 2);
    } catch (Base b) {
        printf("by value: %s code=%d\n", b.name(), b.code);
    }
    try {
        throw Derived(3, 4);
    } catch (Base &b) {
        printf("by reference: %s code=%d\n", b.name(), b.code);
        b.code = 30;
        printf("modified in handler: %d\n", b.code);
    }
    try {
        throw Derived(5, 6);
    } catch (const std::exception &) {
        printf("wrong handler\n");
    } catch (const Base *) {
        printf("wrong handler\n");
    } catch (const Base &b) {
        printf("const ref: %s code=%d\n", b.name(), b.code);
    }
}

static int depth3(int x) {
    if (x % 5 == 0) throw std::runtime_error("multiple of five: " + std::to_string(x));
    if (x % 7 == 0) throw x * 2;
    return x + 1;
}
static int depth2(int x) { return depth3(x) * 2; }
static int depth1(int x) { return depth2(x) + 3; }

int main() {
    for (int kind = 0; kind <= 15; kind++) {
        long val = 0;
        const char *what = classify(kind, &val);
        printf("kind %2d -> %-22s val=%ld\n", kind, what, val);
        mix((unsigned)kind);
        mix((unsigned)val);
    }
    printf("Counted copies=%d dtors=%d\n", copies, dtors);

    slicing();

    // std::out_of_range from std::vector::at, printed.
    std::vector<int> v = {10, 20, 30};
    for (size_t i = 0; i < 5; i++) {
        try {
            printf("v.at(%zu) = %d\n", i, v.at(i));
        } catch (const std::out_of_range &e) {
            printf("v.at(%zu) threw: %s\n", i, e.what());
        }
    }

    // Exceptions crossing three frames in a loop.
    int ok = 0, rt = 0, ints = 0;
    long sum = 0;
    for (int x = 1; x <= 40; x++) {
        try {
            sum += depth1(x);
            ok++;
        } catch (const std::exception &e) {
            rt++;
            sum += (long)strlen(e.what());
            if (x <= 10) printf("x=%d: %s\n", x, e.what());
        } catch (int i) {
            ints++;
            sum += i;
        }
    }
    printf("ok=%d runtime=%d ints=%d sum=%ld\n", ok, rt, ints, sum);
    mix((unsigned)sum);

    // A throw with no matching inner handler reaches the outer try.
    try {
        try {
            throw Other{1.25};
        } catch (int) {
            printf("wrong inner handler\n");
        } catch (const Base &) {
            printf("wrong inner handler\n");
        }
    } catch (const Other &o) {
        printf("outer caught Other v=%.2f\n", o.v);
    }
    printf("checksum=%u\n", checksum);
    return 0;
}

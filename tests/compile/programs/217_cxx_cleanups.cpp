// CFLAGS: -std=gnu++17
// C++ exceptions, cleanups during unwinding: destructors of locals run in
// reverse order through several frames; objects with destructors in loops;
// partially constructed arrays (automatic and new[]); a member constructor
// that throws (earlier members destroyed, the object's destructor not run);
// RAII guards; std::unique_ptr and std::string freed on unwind; a temporary
// constructed only on one side of && (conditional cleanup). The order of
// construction and destruction is printed.
#include <cstdio>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

static int live = 0, constructed = 0, destroyed = 0;

struct Tracer {
    int id;
    explicit Tracer(int i) : id(i) {
        live++;
        constructed++;
        printf("  ctor %d\n", id);
    }
    Tracer(const Tracer &o) : id(o.id + 1000) {
        live++;
        constructed++;
        printf("  copy %d\n", id);
    }
    ~Tracer() {
        live--;
        destroyed++;
        printf("  dtor %d\n", id);
    }
    int get() const { return id; }
};

static void report(const char *what) {
    printf("%s: live=%d constructed=%d destroyed=%d\n", what, live, constructed, destroyed);
}

// Several frames, each with locals.
static void f3(int n) {
    Tracer a(30), b(31);
    std::string s(40, 'x');  // heap allocated, freed on unwind
    if (n > 0) throw std::runtime_error("from f3");
}
static void f2(int n) {
    Tracer a(20);
    { Tracer inner(21); }
    Tracer b(22);
    f3(n);
    printf("  f2 after f3 (only when n == 0)\n");
}
static int f1(int n) {
    Tracer a(10);
    f2(n);
    return a.get();
}

// Objects in a loop: each iteration's object is destroyed before the next.
static int loop_throw(int stop) {
    int sum = 0;
    for (int i = 0; i < 6; i++) {
        Tracer t(100 + i);
        sum += t.get();
        if (i == stop) throw sum;
    }
    return sum;
}

// Partially constructed arrays.
static int elem_budget = 0;
struct Elem {
    Tracer t;
    Elem() : t(200 + constructed % 100) {
        if (--elem_budget == 0) throw std::length_error("element budget exhausted");
    }
};

// A member whose constructor throws: a is destroyed, c never built.
struct Thrower {
    explicit Thrower(int v) {
        printf("  Thrower(%d) throws\n", v);
        throw v;
    }
};
struct Holder {
    Tracer a;
    Thrower b;
    Tracer c;
    Holder() : a(300), b(301), c(302) { printf("  Holder body (not reached)\n"); }
    ~Holder() { printf("  ~Holder (not reached)\n"); }
};

// RAII guard that restores a depth counter.
static int depth = 0, max_depth = 0;
struct Guard {
    Guard() {
        if (++depth > max_depth) max_depth = depth;
    }
    ~Guard() { --depth; }
};
static int recurse(int n) {
    Guard g;
    if (n == 0) throw std::out_of_range("bottom");
    return recurse(n - 1) + 1;
}

static int deleted = 0;
struct Deleter {
    void operator()(Tracer *p) const {
        deleted++;
        delete p;
    }
};
static void owner(int n) {
    std::unique_ptr<Tracer> p(new Tracer(400));
    std::unique_ptr<Tracer, Deleter> q(new Tracer(401));
    std::vector<std::unique_ptr<Tracer>> vec;
    for (int i = 0; i < n; i++) vec.push_back(std::make_unique<Tracer>(410 + i));
    throw std::runtime_error("owner: " + std::to_string(vec.size()) + " owned");
}

static bool throws_if(int k) {
    if (k & 1) throw k;
    return true;
}

int main() {
    printf("== frames\n");
    printf("f1(0) = %d\n", f1(0));
    try {
        f1(1);
    } catch (const std::exception &e) {
        printf("caught: %s\n", e.what());
    }
    report("after frames");

    printf("== loop\n");
    for (int stop = 1; stop <= 5; stop += 2) {
        try {
            loop_throw(stop);
        } catch (int s) {
            printf("loop stop=%d sum=%d\n", stop, s);
        }
    }
    report("after loop");

    printf("== arrays\n");
    elem_budget = 4;
    try {
        Elem arr[6];
        printf("  not reached %d\n", arr[0].t.get());
    } catch (const std::length_error &e) {
        printf("automatic array: %s\n", e.what());
    }
    elem_budget = 3;
    try {
        Elem *p = new Elem[5];
        delete[] p;
    } catch (const std::length_error &e) {
        printf("new[] array: %s\n", e.what());
    }
    report("after arrays");

    printf("== member constructor\n");
    try {
        Holder h;
    } catch (int v) {
        printf("Holder construction failed with %d\n", v);
    }
    report("after holder");

    printf("== guard\n");
    for (int n = 0; n < 50; n += 7) {
        try {
            recurse(n);
        } catch (const std::out_of_range &) {
            printf("recurse(%d): depth=%d max_depth=%d\n", n, depth, max_depth);
        }
    }

    printf("== unique_ptr\n");
    try {
        owner(3);
    } catch (const std::exception &e) {
        printf("caught: %s, custom deleter calls=%d\n", e.what(), deleted);
    }
    report("after unique_ptr");

    printf("== conditional temporary\n");
    for (int k = 0; k < 4; k++) {
        bool flag = k >= 2;
        try {
            bool r = (flag && Tracer(500 + k).get() > 0) && throws_if(k);
            printf("k=%d r=%d\n", k, (int)r);
        } catch (int e) {
            printf("k=%d threw %d\n", k, e);
        }
    }
    printf("== copy into exception\n");
    {
        Tracer t(600);  // outlives the try block, so the throw must copy it
        try {
            throw t;
        } catch (const Tracer &c) {
            printf("caught Tracer %d\n", c.get());
        }
    }
    report("final");
    return live == 0 ? 0 : 1;
}

// CFLAGS: -std=gnu++17
// C++ exceptions and noexcept: noexcept functions that call possibly-throwing
// code which does not throw (their terminate landing pads never run, checked
// with a std::set_terminate handler); the noexcept operator; move_if_noexcept
// in std::vector; an exception crossing 1000 recursion levels with cleanup
// counters and rethrows at every 100th level; exceptions thrown and caught
// inside destructors during unwinding; std::uncaught_exceptions(); catch by
// pointer (throw new X / catch (Base *), catch (void *)); catch (const int &)
// and catch (int &) of a thrown int. Nothing escapes main.
#include <cstdio>
#include <cstdlib>
#include <exception>
#include <stdexcept>
#include <vector>

[[noreturn]] static void on_terminate() {
    printf("std::terminate called (unexpected)\n");
    fflush(stdout);
    std::_Exit(3);
}

static int may_throw(int x) {
    if (x < 0) throw std::invalid_argument("negative");
    return x * 3 + 1;
}
static int sum_noexcept(const std::vector<int> &v) noexcept {
    int s = 0;
    for (int x : v) s += may_throw(x);  // never throws here
    return s;
}
static int catches_inside(int x) noexcept {
    try {
        return may_throw(x);
    } catch (const std::exception &) {
        return -1;
    }
}
static int plain_calls = 0;
static void plain() { plain_calls++; }

static int moves = 0, copies = 0;
struct Movable {
    int v;
    explicit Movable(int x) : v(x) {}
    Movable(const Movable &o) : v(o.v) { copies++; }
    Movable(Movable &&o) noexcept : v(o.v) { moves++; }
};

static long built = 0, unwound = 0, rethrows = 0;
struct Frame {
    int level;
    explicit Frame(int l) : level(l) { built++; }
    ~Frame() { unwound++; }
};
struct Deep {
    int bottom;
    long path;
};
static long descend(int n) {
    Frame f(n);
    if (n == 0) throw Deep{f.level, 0};
    if (n % 100 == 0) {
        try {
            return descend(n - 1) + 1;
        } catch (Deep &d) {
            rethrows++;
            d.path = d.path * 3 + n / 100;
            throw;
        }
    }
    return descend(n - 1) + 1;
}

// Destructors that throw and catch internally, and report uncaught_exceptions.
struct Careful {
    const char *name;
    explicit Careful(const char *n) : name(n) {}
    ~Careful() {
        int before = std::uncaught_exceptions();
        int inside = -1;
        try {
            throw std::runtime_error("thrown in destructor");
        } catch (const std::runtime_error &) {
            inside = std::uncaught_exceptions();
        }
        printf("~Careful(%s): uncaught before=%d in handler=%d\n", name, before, inside);
    }
};
struct Nested {
    ~Nested() {
        try {
            Careful c("inside ~Nested");
            throw 5;
        } catch (int) {
            printf("~Nested caught its own int, uncaught=%d\n", std::uncaught_exceptions());
        }
    }
};
struct Transaction {
    int start = std::uncaught_exceptions();
    int *committed;
    explicit Transaction(int *c) : committed(c) {}
    ~Transaction() {
        if (std::uncaught_exceptions() > start) printf("transaction rolled back\n");
        else ++*committed;
    }
};

struct Animal {
    virtual ~Animal() {}
    virtual const char *kind() const { return "animal"; }
};
struct Dog : Animal {
    int legs = 4;
    const char *kind() const override { return "dog"; }
};
static Dog static_dog;

int main() {
    std::set_terminate(on_terminate);
    plain();
    std::vector<int> v;
    for (int i = 0; i < 20; i++) v.push_back(i * 7 % 13);
    printf("sum_noexcept=%d\n", sum_noexcept(v));
    printf("catches_inside: %d %d\n", catches_inside(4), catches_inside(-4));
    auto lam = []() noexcept { return 1; };
    printf("noexcept: sum=%d may_throw=%d plain=%d lambda=%d\n", (int)noexcept(sum_noexcept(v)),
           (int)noexcept(may_throw(1)), (int)noexcept(plain()), (int)noexcept(lam()));

    std::vector<Movable> mv;
    for (int i = 0; i < 33; i++) mv.emplace_back(i);
    printf("vector growth: moves=%d copies=%d\n", moves, copies);

    for (int depth : {1, 250, 1000}) {
        built = unwound = rethrows = 0;
        try {
            descend(depth);
        } catch (const Deep &d) {
            printf("depth %d: bottom=%d path=%ld built=%ld unwound=%ld rethrows=%ld\n", depth, d.bottom, d.path,
                   built, unwound, rethrows);
        }
    }

    { Careful quiet("normal exit"); }
    try {
        Careful c("unwinding");
        Nested n;
        throw std::logic_error("outer");
    } catch (const std::logic_error &e) {
        printf("caught %s, uncaught now=%d\n", e.what(), std::uncaught_exceptions());
    }
    int commits = 0;
    for (int i = 0; i < 5; i++) {
        try {
            Transaction t(&commits);
            if (i % 2) throw i;
        } catch (int) {
        }
    }
    printf("commits=%d\n", commits);

    for (int i = 0; i < 3; i++) {
        try {
            if (i == 0) throw new Dog;
            if (i == 1) throw &static_dog;
            throw static_cast<Animal *>(new Dog);
        } catch (Dog *d) {
            printf("catch (Dog *): %s legs=%d static=%d\n", d->kind(), d->legs, (int)(d == &static_dog));
            if (d != &static_dog) delete d;
        } catch (Animal *a) {
            printf("catch (Animal *): %s\n", a->kind());
            delete a;
        }
    }
    try {
        throw new Dog;
    } catch (const Animal *a) {
        printf("catch (const Animal *): %s\n", a->kind());
        delete a;
    }
    try {
        throw &static_dog.legs;
    } catch (void *p) {
        printf("catch (void *): legs=%d\n", *static_cast<int *>(p));
    }

    int total = 0;
    for (int i = 1; i <= 4; i++) {
        try {
            try {
                throw i * 10;
            } catch (int &r) {
                r += i;
                throw;
            }
        } catch (const int &c) {
            total += c;
            printf("catch (const int &): %d\n", c);
        }
    }
    printf("total=%d uncaught=%d plain_calls=%d\n", total, std::uncaught_exceptions(), plain_calls);
    return 0;
}

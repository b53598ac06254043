// CFLAGS: -std=gnu++17
// C++ exceptions, rethrow and nesting: `throw;` rethrows the same object;
// nested try blocks; a new exception thrown from a handler; std::exception_ptr
// with std::current_exception, std::rethrow_exception, make_exception_ptr;
// std::throw_with_nested and std::rethrow_if_nested; function-try-blocks on a
// constructor and on a function; exceptions through function pointers,
// virtual calls, lambdas and std::function.
#include <cstdio>
#include <exception>
#include <functional>
#include <stdexcept>
#include <string>
#include <vector>

static int alive = 0;
struct Err {
    int code;
    explicit Err(int c) : code(c) { alive++; }
    Err(const Err &o) : code(o.code) { alive++; }
    ~Err() { alive--; }
};

static const void *first_seen = nullptr;
static void inner_rethrow(int c) {
    try {
        throw Err(c);
    } catch (Err &e) {
        first_seen = &e;
        e.code += 100;  // visible to the outer handler: same object
        throw;
    }
}

static void test_rethrow() {
    try {
        inner_rethrow(5);
    } catch (Err &e) {
        printf("rethrow: code=%d same object=%s alive=%d\n", e.code,
               (const void *)&e == first_seen ? "yes" : "no", alive);
    }
    printf("after rethrow alive=%d\n", alive);
}

static void test_nested_try() {
    int trace = 0;
    for (int k = 0; k < 4; k++) {
        try {
            try {
                try {
                    if (k == 0) throw 1;
                    if (k == 1) throw std::string("two");
                    if (k == 2) throw Err(3);
                    trace = trace * 10 + 9;
                } catch (int i) {
                    trace = trace * 10 + i;
                    throw std::runtime_error("from int handler");
                }
            } catch (const std::string &s) {
                trace = trace * 10 + (int)s.size();
            } catch (const std::exception &e) {
                trace = trace * 10 + 7;
                printf("k=%d middle caught: %s\n", k, e.what());
                throw;
            }
        } catch (const std::exception &e) {
            trace = trace * 10 + 8;
            printf("k=%d outer caught: %s\n", k, e.what());
        } catch (const Err &e) {
            trace = trace * 10 + e.code;
        }
    }
    printf("nested trace=%d alive=%d\n", trace, alive);
}

static std::exception_ptr saved[4];
static void test_exception_ptr() {
    for (int i = 0; i < 3; i++) {
        try {
            if (i == 0) throw std::out_of_range("saved zero");
            if (i == 1) throw Err(11);
            throw 2.5;
        } catch (...) {
            saved[i] = std::current_exception();
        }
    }
    saved[3] = std::make_exception_ptr(std::logic_error("made directly"));
    printf("saved: alive=%d null=%d\n", alive, saved[0] == nullptr);
    for (int round = 0; round < 2; round++) {
        for (int i = 0; i < 4; i++) {
            try {
                std::rethrow_exception(saved[i]);
            } catch (const std::exception &e) {
                printf("round %d ptr %d: std::exception %s\n", round, i, e.what());
            } catch (const Err &e) {
                printf("round %d ptr %d: Err %d\n", round, i, e.code);
            } catch (double d) {
                printf("round %d ptr %d: double %.2f\n", round, i, d);
            }
        }
    }
    for (auto &p : saved) p = nullptr;
    printf("released: alive=%d\n", alive);
}

static void level3() { throw std::runtime_error("disk full"); }
static void level2() {
    try {
        level3();
    } catch (...) {
        std::throw_with_nested(std::runtime_error("cannot save file"));
    }
}
static void level1() {
    try {
        level2();
    } catch (...) {
        std::throw_with_nested(std::logic_error("command failed"));
    }
}
static void print_nested(const std::exception &e, int level) {
    printf("%*snested[%d]: %s\n", level * 2, "", level, e.what());
    try {
        std::rethrow_if_nested(e);
    } catch (const std::exception &inner) {
        print_nested(inner, level + 1);
    }
}

struct Part {
    explicit Part(int v) {
        if (v < 0) throw Err(v);
    }
};
struct Whole {
    Part p;
    explicit Whole(int v) try : p(v) {
        printf("Whole(%d) constructed\n", v);
    } catch (const Err &e) {
        printf("Whole(%d) function-try-block saw Err %d, rethrowing\n", v, e.code);
    }  // implicit rethrow
};
static int checked(int v) try {
    if (v > 10) throw std::overflow_error("too big");
    return v * 2;
} catch (const std::overflow_error &) {
    return -1;
}

struct Shape {
    virtual ~Shape() {}
    virtual int area() const = 0;
};
struct Square : Shape {
    int s;
    explicit Square(int v) : s(v) {}
    int area() const override {
        if (s < 0) throw std::domain_error("negative side");
        return s * s;
    }
};

static int via_fp(int x) {
    if (x % 3 == 0) throw Err(x);
    return x;
}

int main() {
    test_rethrow();
    test_nested_try();
    test_exception_ptr();
    try {
        level1();
    } catch (const std::exception &e) {
        print_nested(e, 0);
    }
    for (int v : {4, -6}) {
        try {
            Whole w(v);
        } catch (const Err &e) {
            printf("main caught Err %d from Whole\n", e.code);
        }
    }
    printf("checked: %d %d\n", checked(4), checked(40));

    int (*fp)(int) = via_fp;
    int sum = 0, errs = 0;
    for (int x = 1; x <= 10; x++) {
        try {
            sum += fp(x);
        } catch (const Err &e) {
            errs += e.code;
        }
    }
    printf("function pointer: sum=%d errs=%d\n", sum, errs);

    Square a(3), b(-2), c(5);
    const Shape *shapes[] = {&a, &b, &c};
    for (const Shape *s : shapes) {
        try {
            printf("area %d\n", s->area());
        } catch (const std::domain_error &e) {
            printf("virtual call threw: %s\n", e.what());
        }
    }

    int captured = 0;
    auto lam = [&captured](int x) {
        captured += x;
        if (captured > 10) throw std::runtime_error("lambda limit " + std::to_string(captured));
        return captured;
    };
    std::vector<std::function<int(int)>> fns = {lam, via_fp, [](int x) { return x * x; }};
    for (size_t i = 0; i < fns.size(); i++) {
        for (int x : {2, 3, 7}) {
            try {
                printf("fn %zu (%d) = %d\n", i, x, fns[i](x));
            } catch (const std::exception &e) {
                printf("fn %zu (%d) threw std::exception: %s\n", i, x, e.what());
            } catch (const Err &e) {
                printf("fn %zu (%d) threw Err %d\n", i, x, e.code);
            }
        }
    }
    std::function<void()> empty;
    try {
        empty();
    } catch (const std::bad_function_call &) {
        printf("empty std::function: bad_function_call\n");
    }
    printf("end alive=%d\n", alive);
    return 0;
}

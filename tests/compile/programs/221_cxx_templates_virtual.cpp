// CFLAGS: -std=gnu++17
// C++ exceptions with templates and inheritance: exception class templates
// thrown by a class template; virtual inheritance (catch of a virtual base
// needs the vbase offset); multiple inheritance with catch of the second base
// by reference and by pointer (this-adjustment); dynamic_cast (down-, cross-
// and failing reference casts giving std::bad_cast); typeid comparisons and
// std::bad_typeid; a function-local static whose initializer throws the first
// time and succeeds the second; global objects whose constructors (one of
// them throwing and catching internally) and destructors print.
#include <cstdio>
#include <cstring>
#include <stdexcept>
#include <typeinfo>

struct Announcer {
    const char *name;
    explicit Announcer(const char *n) : name(n) { printf("global ctor %s\n", name); }
    ~Announcer() { printf("global dtor %s\n", name); }
};
static Announcer g_first("first");
struct SelfHealing {
    int value = 0;
    SelfHealing() {
        try {
            throw std::runtime_error("during static init");
        } catch (const std::exception &e) {
            value = (int)strlen(e.what());
            printf("global ctor caught '%s'\n", e.what());
        }
    }
    ~SelfHealing() { printf("global dtor SelfHealing value=%d\n", value); }
};
static SelfHealing g_heal;
static Announcer g_second("second");

struct StackError : std::exception {
    const char *what() const noexcept override { return "stack error"; }
};
template <class T> struct Overflow : StackError {
    T rejected;
    explicit Overflow(T r) : rejected(r) {}
};
struct Underflow : StackError {
    const char *what() const noexcept override { return "stack underflow"; }
};
template <class T, int N> class Stack {
    T items[N];
    int n = 0;

public:
    void push(T v) {
        if (n == N) throw Overflow<T>(v);
        items[n++] = v;
    }
    T pop() {
        if (n == 0) throw Underflow();
        return items[--n];
    }
    int size() const { return n; }
};
template <class To, class From> To checked_cast(From v) {
    To r = static_cast<To>(v);
    if (static_cast<From>(r) != v) throw std::range_error("checked_cast lost information");
    return r;
}
template <class T, int N> static void fill(Stack<T, N> &s, T start, int count) {
    for (int i = 0; i < count; i++) s.push(static_cast<T>(start + i));
}

struct VBase {
    int id;
    explicit VBase(int i) : id(i) {}
    virtual ~VBase() {}
    virtual const char *who() const { return "VBase"; }
};
struct Left : virtual VBase {
    int l = 1;
    Left() : VBase(-1) {}
};
struct Right : virtual VBase {
    int r = 2;
    Right() : VBase(-2) {}
    const char *who() const override { return "Right"; }
};
struct Diamond : Left, Right {
    int d = 3;
    explicit Diamond(int i) : VBase(i) {}
    const char *who() const override { return "Diamond"; }
};

struct Tag {
    int tag;
};
struct Payload {
    int data;
    explicit Payload(int d) : data(d) {}
    virtual ~Payload() {}
};
struct Message : Tag, Payload {
    Message(int t, int d) : Tag{t}, Payload(d) {}
};

static int attempts = 0;
struct Config {
    int value;
    Config() : value(0) {
        attempts++;
        printf("Config init attempt %d\n", attempts);
        if (attempts == 1) throw std::runtime_error("config not ready");
        value = attempts * 10;
    }
    ~Config() { printf("static local Config destroyed value=%d\n", value); }
};
static int config_value() {
    static Config c;
    return c.value;
}

int main() {
    printf("main starts\n");
    Stack<int, 4> si;
    Stack<double, 2> sd;
    for (int round = 0; round < 4; round++) {
        try {
            if (round == 0) fill(si, 10, 6);
            if (round == 1) fill(sd, 0.5, 3);
            if (round == 2) while (true) sd.pop();
            if (round == 3) {
                printf("checked_cast<char>(65)=%c\n", checked_cast<char>(65));
                printf("not reached %d\n", checked_cast<unsigned char>(300));
            }
        } catch (const Overflow<int> &e) {
            printf("Overflow<int> rejected %d size=%d\n", e.rejected, si.size());
        } catch (const Overflow<double> &e) {
            printf("Overflow<double> rejected %.1f size=%d\n", e.rejected, sd.size());
        } catch (const StackError &e) {
            printf("StackError: %s same type as Underflow: %d\n", e.what(), (int)(typeid(e) == typeid(Underflow)));
        } catch (const std::exception &e) {
            printf("std::exception: %s\n", e.what());
        }
    }

    for (int k = 0; k < 3; k++) {
        try {
            if (k == 0) throw Diamond(42);
            if (k == 1) throw Right();
            throw Left();
        } catch (Right &r) {
            Diamond *d = dynamic_cast<Diamond *>(&r);
            Left *l = dynamic_cast<Left *>(&r);  // a cross cast, succeeds only in a Diamond
            printf("catch Right&: who=%s r=%d vbase id=%d diamond d=%d cross cast l=%d\n", r.who(), r.r, r.id,
                   d ? d->d : -99, l ? l->l : -99);
        } catch (VBase &v) {
            printf("catch VBase&: who=%s id=%d is Left=%d is Diamond=%d\n", v.who(), v.id,
                   (int)(typeid(v) == typeid(Left)), (int)(typeid(v) == typeid(Diamond)));
            try {
                Right &r = dynamic_cast<Right &>(v);
                printf("unexpected %d\n", r.r);
            } catch (const std::bad_cast &) {
                printf("  dynamic_cast<Right&> threw bad_cast\n");
            }
        }
    }

    try {
        throw Message(7, 99);
    } catch (Payload &p) {
        Message &m = dynamic_cast<Message &>(p);
        printf("catch Payload& (second base): data=%d tag=%d\n", p.data, m.tag);
    }
    Message *heap = new Message(8, 100);
    try {
        throw heap;
    } catch (Payload *p) {
        printf("catch Payload*: data=%d adjusted back ok=%d\n", p->data, (int)(dynamic_cast<Message *>(p) == heap));
        delete p;
    }

    const VBase *nothing = nullptr;
    try {
        printf("%d\n", (int)(typeid(*nothing) == typeid(VBase)));
    } catch (const std::bad_typeid &) {
        printf("typeid(*null) threw bad_typeid\n");
    }
    const std::type_info &a = typeid(Overflow<int>), &b = typeid(Overflow<double>);
    printf("typeid: distinct=%d names equal=%d same as self=%d\n", (int)(a != b), (int)(strcmp(a.name(), b.name()) == 0),
           (int)(a == typeid(Overflow<int>)));

    for (int i = 0; i < 3; i++) {
        try {
            printf("config_value() = %d\n", config_value());
        } catch (const std::runtime_error &e) {
            printf("config_value() threw: %s\n", e.what());
        }
    }
    printf("attempts=%d\nmain ends\n", attempts);
    return 0;
}

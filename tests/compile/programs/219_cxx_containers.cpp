// CFLAGS: -std=gnu++17
// C++ exceptions with the standard library: std::vector, std::string,
// std::map, std::unordered_map, std::sort with a comparator, algorithms,
// std::ostringstream and std::cout; an element copy that throws in the middle
// of push_back / copy / emplace with the strong guarantee checked; a small
// expression interpreter that reports errors by exceptions; std::stoi,
// std::optional (bad_optional_access) and std::variant (bad_variant_access).
#include <algorithm>
#include <cctype>
#include <iostream>
#include <map>
#include <numeric>
#include <optional>
#include <sstream>
#include <stdexcept>
#include <string>
#include <unordered_map>
#include <variant>
#include <vector>

static int copies_left = 1000000, live = 0;
struct Fragile {
    int v;
    explicit Fragile(int x) : v(x) { live++; }
    Fragile(const Fragile &o) : v(o.v) {
        if (--copies_left == 0) throw std::runtime_error("copy of " + std::to_string(o.v) + " failed");
        live++;
    }
    Fragile(Fragile &&o) : Fragile(static_cast<const Fragile &>(o)) {}  // not noexcept
    ~Fragile() { live--; }
};
static std::string show(const std::vector<Fragile> &v) {
    std::ostringstream os;
    os << "[";
    for (size_t i = 0; i < v.size(); i++) os << (i ? " " : "") << v[i].v;
    os << "] size=" << v.size();
    return os.str();
}

static void strong_guarantee() {
    std::vector<Fragile> v;
    v.reserve(4);
    for (int i = 1; i <= 4; i++) v.emplace_back(i * 11);
    size_t cap = v.capacity();
    copies_left = 3;  // the reallocation copies elements; the third copy throws
    try {
        v.push_back(Fragile(55));
    } catch (const std::runtime_error &e) {
        std::cout << "push_back failed: " << e.what() << "\n";
    }
    std::cout << "after: " << show(v) << " same capacity=" << (v.capacity() == cap) << " live=" << live << "\n";
    copies_left = 3;
    try {
        std::vector<Fragile> w = v;
        std::cout << "copy succeeded?\n";
    } catch (const std::runtime_error &e) {
        std::cout << "vector copy failed: " << e.what() << " live=" << live << "\n";
    }
    copies_left = 1000000;
    v.push_back(Fragile(55));
    std::cout << "retry: " << show(v) << " live=" << live << "\n";

    std::map<std::string, Fragile> m;
    m.emplace("a", 1), m.emplace("b", 2);
    copies_left = 1;
    try {
        m.emplace("c", Fragile(3));
    } catch (const std::runtime_error &e) {
        std::cout << "map emplace failed: " << e.what() << " size=" << m.size() << " has c=" << m.count("c") << "\n";
    }
    copies_left = 1000000;
    try {
        std::cout << "m.at(\"b\")=" << m.at("b").v << "\n";
        std::cout << m.at("zz").v << "\n";
    } catch (const std::out_of_range &e) {
        std::cout << "map::at: " << e.what() << "\n";
    }
}

// A small interpreter: statements "name = expr" or "expr", integer arithmetic.
struct ParseError : std::runtime_error {
    size_t pos;
    ParseError(const std::string &m, size_t p) : std::runtime_error(m), pos(p) {}
};
struct EvalError : std::runtime_error { using std::runtime_error::runtime_error; };
class Interp {
    std::map<std::string, long> vars;
    std::string src;
    size_t pos = 0;
    void skip() { while (pos < src.size() && src[pos] == ' ') pos++; }
    bool eat(char c) {
        skip();
        return pos < src.size() && src[pos] == c ? (++pos, true) : false;
    }
    std::string ident() {
        skip();
        size_t b = pos;
        while (pos < src.size() && isalpha((unsigned char)src[pos])) pos++;
        return src.substr(b, pos - b);
    }
    long primary() {
        skip();
        if (eat('(')) {
            long v = expr();
            if (!eat(')')) throw ParseError("expected ')'", pos);
            return v;
        }
        if (eat('-')) return -primary();
        if (pos < src.size() && isdigit((unsigned char)src[pos])) {
            size_t used = 0;
            long v = std::stol(src.substr(pos), &used);
            pos += used;
            return v;
        }
        std::string name = ident();
        if (name.empty()) throw ParseError("unexpected character", pos);
        auto it = vars.find(name);
        if (it == vars.end()) throw EvalError("undefined variable '" + name + "'");
        return it->second;
    }
    long term() {
        long v = primary();
        for (;;) {
            if (eat('*')) v *= primary();
            else if (eat('/') || eat('%')) {
                bool div = src[pos - 1] == '/';
                long d = primary();
                if (d == 0) throw EvalError(div ? "division by zero" : "modulo by zero");
                v = div ? v / d : v % d;
            } else return v;
        }
    }
    long expr() {
        long v = term();
        for (;;) {
            if (eat('+')) v += term();
            else if (eat('-')) v -= term();
            else return v;
        }
    }

public:
    std::string run(const std::string &line) {
        src = line;
        pos = 0;
        std::string target;
        size_t eq = line.find('=');
        if (eq != std::string::npos) {
            target = ident();
            if (!eat('=')) throw ParseError("bad assignment", pos);
        }
        long v = expr();
        skip();
        if (pos != src.size()) throw ParseError("trailing input", pos);
        if (!target.empty()) vars[target] = v;  // only after success
        return (target.empty() ? "" : target + " := ") + std::to_string(v);
    }
    size_t nvars() const { return vars.size(); }
};

static void interpreter() {
    Interp in;
    const char *prog[] = {"x = 6 * 7", "y = x - 2 * (3 + 4)", "x + y", "z = x / (y - 28)", "z",
                          "y = (x + 1", "w = 100 % 7 + -3", "x * q", "9 $ 2", "y = y * 3"};
    int errors = 0;
    for (const char *line : prog) {
        try {
            std::string result = in.run(line);
            std::cout << "> " << line << "  =>  " << result << "\n";
        } catch (const ParseError &e) {
            errors++;
            std::cout << "> " << line << "  parse error at " << e.pos << ": " << e.what() << "\n";
        } catch (const EvalError &e) {
            errors++;
            std::cout << "> " << line << "  eval error: " << e.what() << "\n";
        }
    }
    std::cout << "errors=" << errors << " vars=" << in.nvars() << "\n";
}

int main() {
    strong_guarantee();
    interpreter();

    std::vector<std::string> words = {"pear", "fig", "apple", "kiwi", "banana", "fig", "date", "apple", "fig"};
    std::unordered_map<std::string, int> counts;
    for (const auto &w : words) counts[w]++;
    std::vector<std::pair<std::string, int>> byc(counts.begin(), counts.end());
    std::sort(byc.begin(), byc.end(), [](const auto &a, const auto &b) {
        return a.second != b.second ? a.second > b.second : a.first < b.first;
    });
    for (const auto &p : byc) std::cout << p.first << ":" << p.second << " ";
    std::cout << "\n";
    size_t total = std::accumulate(words.begin(), words.end(), size_t(0),
                                   [](size_t s, const std::string &w) { return s + w.size(); });
    auto it = std::find_if(words.begin(), words.end(), [](const std::string &w) { return w.size() > 5; });
    std::cout << "total letters=" << total << " first long word=" << *it << "\n";

    std::vector<int> nums(40);
    std::iota(nums.begin(), nums.end(), 0);
    std::transform(nums.begin(), nums.end(), nums.begin(), [](int x) { return (x * 37 + 11) % 101; });
    int comparisons = 0;
    try {
        std::sort(nums.begin(), nums.end(), [&comparisons](int a, int b) {
            if (++comparisons == 60) throw std::logic_error("comparator gave up");
            return a < b;
        });
    } catch (const std::logic_error &e) {
        std::cout << "sort interrupted: " << e.what() << " size still " << nums.size() << "\n";
    }
    std::sort(nums.begin(), nums.end(), std::greater<int>());
    std::cout << "sorted desc: " << nums[0] << " " << nums[1] << " ... " << nums[39] << "\n";

    const char *inputs[] = {"123", "-45x", "abc", "99999999999999999999"};
    for (const char *s : inputs) {
        try {
            size_t used = 0;
            int v = std::stoi(s, &used);
            std::cout << "stoi(" << s << ") = " << v << " used " << used << "\n";
        } catch (const std::invalid_argument &e) {
            std::cout << "stoi(" << s << ") invalid_argument: " << e.what() << "\n";
        } catch (const std::logic_error &e) {  // std::out_of_range
            std::cout << "stoi(" << s << ") logic_error: " << e.what() << "\n";
        }
    }
    std::string hello = "hello";
    try {
        std::cout << hello.substr(2) << "\n" << hello.substr(9) << "\n";
    } catch (const std::out_of_range &) {
        std::cout << "substr(9) out of range\n";
    }

    std::optional<int> none, some = 5;
    std::variant<int, std::string> var = std::string("text");
    for (int i = 0; i < 4; i++) {
        try {
            if (i == 0) std::cout << "some=" << some.value() << "\n";
            if (i == 1) std::cout << none.value() << "\n";
            if (i == 2) std::cout << "string alternative: " << std::get<std::string>(var) << "\n";
            if (i == 3) std::cout << std::get<int>(var) << "\n";
        } catch (const std::bad_optional_access &e) {
            std::cout << "bad_optional_access: " << e.what() << "\n";
        } catch (const std::bad_variant_access &e) {
            std::cout << "bad_variant_access: " << e.what() << " index=" << var.index() << "\n";
        }
    }
    std::cout << "final live=" << live << std::endl;
    return 0;
}

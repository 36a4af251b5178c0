// codeloop's C++ test runtime: CHECK-style assertions that throw (a task's own tests), the
// observe() of probes (each value's canonical text, sent as a frame), and a runner that reports
// each test on descriptor 3 with the job's nonce (read from descriptor 4 first). Its functions
// that are not templates are defined in codeloop_rt.cpp: included at the end of this header,
// or, with CODELOOP_RT_LINKED defined, compiled on their own and linked (a warm worker's).
#pragma once
#include <unistd.h>

#include <algorithm>
#include <array>
#include <charconv>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <deque>
#include <exception>
#include <list>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <tuple>
#include <type_traits>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>

namespace codeloop {

/// Thrown by a failed CHECK: the test failed (any other exception is an error).
struct Failure {
  std::string message;
};

void write_all(int fd, const std::string& data);

std::string hex(const std::string& text);

/// The job's nonce and the test being run: what an observation frame carries.
struct Channel {
  std::string nonce;
  size_t test = 0;
};

Channel& channel();

// -- observations: a canonical text of a value (see probes.py and judge.py on the host) ------

/// Values longer than this are sent as their length and hash (frames stay bounded).
constexpr size_t kObserveCap = 1024;

std::string fnv(const std::string& text, uint64_t h);

void show_string(std::string& out, std::string_view s);

void show_float(std::string& out, double v);

template <class T> void show(std::string& out, const T& v);
template <class T> void show(std::string& out, const std::vector<T>& v);
template <class T> void show(std::string& out, const std::deque<T>& v);
template <class T> void show(std::string& out, const std::list<T>& v);
template <class T, size_t N> void show(std::string& out, const std::array<T, N>& v);
template <class A, class B> void show(std::string& out, const std::pair<A, B>& v);
template <class... T> void show(std::string& out, const std::tuple<T...>& v);
template <class K, class V, class C> void show(std::string& out, const std::map<K, V, C>& v);
template <class K, class V, class H, class E>
void show(std::string& out, const std::unordered_map<K, V, H, E>& v);
template <class T, class C> void show(std::string& out, const std::set<T, C>& v);
template <class T, class H, class E>
void show(std::string& out, const std::unordered_set<T, H, E>& v);
template <class T> void show(std::string& out, const std::optional<T>& v);
inline void show(std::string& out, const std::string& v) { show_string(out, v); }
inline void show(std::string& out, std::string_view v) { show_string(out, v); }
inline void show(std::string& out, const char* v) {
  if (v == nullptr) {
    out += "null";
  } else {
    show_string(out, v);
  }
}
inline void show(std::string& out, char* v) { show(out, static_cast<const char*>(v)); }
inline void show(std::string& out, std::nullptr_t) { out += "null"; }

template <class T> struct dependent_false : std::false_type {};

template <class T> void show(std::string& out, const T& v) {
  if constexpr (std::is_same_v<T, bool>) {
    out += v ? "true" : "false";
  } else if constexpr (std::is_same_v<T, char>) {
    out += '\'';
    out += v;
    out += '\'';
  } else if constexpr (std::is_enum_v<T>) {
    out += std::to_string(static_cast<long long>(v));
  } else if constexpr (std::is_integral_v<T> && std::is_signed_v<T>) {
    out += std::to_string(static_cast<long long>(v));
  } else if constexpr (std::is_integral_v<T>) {
    out += std::to_string(static_cast<unsigned long long>(v));
  } else if constexpr (std::is_floating_point_v<T>) {
    show_float(out, static_cast<double>(v));
  } else if constexpr (std::is_array_v<T> && std::is_same_v<std::remove_extent_t<T>, char>) {
    show_string(out, v);
  } else {
    static_assert(dependent_false<T>::value, "codeloop cannot observe a value of this type");
  }
}

template <class It> void show_seq(std::string& out, It first, It last) {
  out += '[';
  for (It it = first; it != last; ++it) {
    if (it != first) out += ',';
    show(out, *it);
  }
  out += ']';
}

/// Sorted by each element's text: the order of a hash container must not matter.
inline void show_sorted(std::string& out, std::vector<std::string> parts, char open,
                        char close) {
  std::sort(parts.begin(), parts.end());
  out += open;
  for (size_t i = 0; i < parts.size(); ++i) {
    if (i) out += ',';
    out += parts[i];
  }
  out += close;
}

template <class T> void show(std::string& out, const std::vector<T>& v) {
  show_seq(out, v.begin(), v.end());
}
template <class T> void show(std::string& out, const std::deque<T>& v) {
  show_seq(out, v.begin(), v.end());
}
template <class T> void show(std::string& out, const std::list<T>& v) {
  show_seq(out, v.begin(), v.end());
}
template <class T, size_t N> void show(std::string& out, const std::array<T, N>& v) {
  show_seq(out, v.begin(), v.end());
}
template <class A, class B> void show(std::string& out, const std::pair<A, B>& v) {
  out += '(';
  show(out, v.first);
  out += ',';
  show(out, v.second);
  out += ')';
}
template <class... T> void show(std::string& out, const std::tuple<T...>& v) {
  out += '(';
  size_t i = 0;
  std::apply([&](const auto&... x) { ((out += (i++ ? "," : ""), show(out, x)), ...); }, v);
  out += ')';
}
template <class Map> void show_map(std::string& out, const Map& v) {
  std::vector<std::string> parts;
  for (const auto& [key, value] : v) {
    std::string part;
    show(part, key);
    part += ':';
    show(part, value);
    parts.push_back(part);
  }
  show_sorted(out, parts, '{', '}');
}
template <class Set> void show_set(std::string& out, const Set& v) {
  std::vector<std::string> parts;
  for (const auto& x : v) {
    std::string part;
    show(part, x);
    parts.push_back(part);
  }
  out += '#';
  show_sorted(out, parts, '{', '}');
}
template <class K, class V, class C> void show(std::string& out, const std::map<K, V, C>& v) {
  show_map(out, v);
}
template <class K, class V, class H, class E>
void show(std::string& out, const std::unordered_map<K, V, H, E>& v) {
  show_map(out, v);
}
template <class T, class C> void show(std::string& out, const std::set<T, C>& v) {
  show_set(out, v);
}
template <class T, class H, class E>
void show(std::string& out, const std::unordered_set<T, H, E>& v) {
  show_set(out, v);
}
template <class T> void show(std::string& out, const std::optional<T>& v) {
  if (!v) {
    out += "None";
    return;
  }
  out += "Some(";
  show(out, *v);
  out += ')';
}

/// Sends one observation frame: the test, the site, and the value's canonical text (hex).
void emit(int site, std::string text);

template <class T> void observe(int site, const T& value) {
  std::string text;
  show(text, value);
  emit(site, text);
}

/// Runs tests[start..] and reports each; returns the exit status.
int run(int argc, char** argv, const std::vector<void (*)()>& tests);

}  // namespace codeloop

#define CHECK(cond)                                                                    \
  do {                                                                                 \
    if (!(cond))                                                                       \
      throw ::codeloop::Failure{"CHECK(" #cond ") failed at line " +                   \
                                std::to_string(__LINE__)};                             \
  } while (0)
#define CHECK_EQ(a, b) CHECK((a) == (b))
#define CHECK_NE(a, b) CHECK((a) != (b))
#define CHECK_THROWS(expr)                                                             \
  do {                                                                                 \
    bool codeloop_thrown_ = false;                                                     \
    try {                                                                              \
      (void)(expr);                                                                    \
    } catch (...) {                                                                    \
      codeloop_thrown_ = true;                                                         \
    }                                                                                  \
    if (!codeloop_thrown_) throw ::codeloop::Failure{"expected " #expr " to throw"};  \
  } while (0)
#define CODELOOP_OBSERVE_THROWS(site, expr)                                           \
  do {                                                                                 \
    bool codeloop_thrown_ = false;                                                     \
    try {                                                                              \
      (void)(expr);                                                                    \
    } catch (...) {                                                                    \
      codeloop_thrown_ = true;                                                         \
    }                                                                                  \
    ::codeloop::emit(site, codeloop_thrown_ ? "threw" : "did not throw");             \
  } while (0)
#define ASSERT_TRUE(c) CHECK(c)
#define ASSERT_FALSE(c) CHECK(!(c))
#define EXPECT_FALSE(c) CHECK(!(c))
#define ASSERT_EQ(a, b) CHECK_EQ(a, b)
#define EXPECT_EQ(a, b) CHECK_EQ(a, b)
#define EXPECT_TRUE(c) CHECK(c)

#ifndef CODELOOP_RT_LINKED
#include "codeloop_rt.cpp"
#endif

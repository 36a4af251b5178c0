// codeloop's C++ test runtime: CHECK-style assertions that throw, and a runner that reports
// each test on descriptor 3 with the job's nonce (read from descriptor 4 into a local first).
#pragma once
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <exception>
#include <string>
#include <utility>
#include <vector>

namespace codeloop {

/// Thrown by a failed CHECK: the test failed (any other exception is an error).
struct Failure {
  std::string message;
};

inline void write_all(int fd, const std::string& data) {
  size_t done = 0;
  while (done < data.size()) {
    ssize_t n = ::write(fd, data.data() + done, data.size() - done);
    if (n <= 0) std::_Exit(70);
    done += static_cast<size_t>(n);
  }
}

inline std::string hex(const std::string& text) {
  static const char digits[] = "0123456789abcdef";
  std::string out;
  for (unsigned char c : text) {
    out += digits[c >> 4];
    out += digits[c & 15];
  }
  return out;
}

/// Runs tests[start..] and reports each; returns the exit status.
inline int run(int argc, char** argv, const std::vector<void (*)()>& tests) {
  std::string nonce;
  char buf[128];
  ssize_t n;
  while ((n = ::read(4, buf, sizeof buf)) > 0) nonce.append(buf, static_cast<size_t>(n));
  ::close(4);
  while (!nonce.empty() && (nonce.back() == '\n' || nonce.back() == ' ')) nonce.pop_back();
  size_t start = argc > 1 ? static_cast<size_t>(std::atoi(argv[1])) : 0;
  for (size_t k = start; k < tests.size(); ++k) {
    std::string status = "passed", message;
    try {
      tests[k]();
    } catch (const Failure& failure) {
      status = "failed";
      message = failure.message;
    } catch (const std::exception& error) {
      status = "error";
      message = error.what();
    } catch (...) {
      status = "error";
      message = "an exception that is not a std::exception";
    }
    write_all(3, "CLR1 " + nonce + " " + std::to_string(k) + " " + status + " " + hex(message) +
                     "\n");
  }
  return 0;
}

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
#define ASSERT_TRUE(c) CHECK(c)
#define ASSERT_FALSE(c) CHECK(!(c))
#define ASSERT_EQ(a, b) CHECK_EQ(a, b)
#define EXPECT_EQ(a, b) CHECK_EQ(a, b)
#define EXPECT_TRUE(c) CHECK(c)

#include <stdexcept>
#include <string>
#include <vector>

namespace {
std::string word(int i) {
    std::string out;
    if (i % 3 == 0) {
        out += "Fizz";
    }
    if (i % 5 == 0) {
        out += "Buzz";
    }
    return out.empty() ? std::to_string(i) : out;
}
}  // namespace

/// The words of 1 to n.
std::vector<std::string> fizzbuzz(int n) {
    std::vector<std::string> out;
    for (int i = 1; i <= n; ++i) {
        out.push_back(word(i));
    }
    return out;
}

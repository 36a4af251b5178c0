#include <stdexcept>
#include <string>
#include <vector>

namespace {
bool check(const std::string& text, const std::string& pairs) {
    std::vector<char> open;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        const auto k = pairs.find(c);
        if (k == std::string::npos) {
            continue;
        }
        if (k % 2 == 0) {
            open.push_back(pairs[k + 1]);
        } else if (open.empty() || open.back() != c) {
            return false;
        } else {
            open.pop_back();
        }
    }
    return open.empty();
}
}  // namespace

/// Whether the brackets (), [] and {} of text are balanced.
bool is_balanced(const std::string& text) {
    return check(text, "()[]{}");
}

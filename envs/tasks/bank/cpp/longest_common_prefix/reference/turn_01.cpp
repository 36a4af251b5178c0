#include <stdexcept>
#include <string>
#include <vector>

/// The longest prefix every word starts with.
std::string longest_common_prefix(const std::vector<std::string>& words) {
    if (words.empty()) {
        return "";
    }
    const std::string& first = words.front();
    std::size_t length = first.size();
    for (const std::string& word : words) {
        std::size_t i = 0;
        while (i < length && i < word.size() && word[i] == first[i]) {
            ++i;
        }
        length = i;
    }
    return first.substr(0, length);
}

#include <map>
#include <stdexcept>
#include <string>

namespace {
const std::map<char, int> kValues = {{'I', 1},   {'V', 5},   {'X', 10},  {'L', 50},
                                     {'C', 100}, {'D', 500}, {'M', 1000}};
}  // namespace

/// The value of a Roman numeral.
int roman_to_int(const std::string& s) {
    const std::string numeral = s;
    int total = 0;
    for (std::size_t i = 0; i < numeral.size(); ++i) {
        const int value = kValues.at(numeral[i]);
        const auto next = i + 1 < numeral.size() ? kValues.find(numeral[i + 1]) : kValues.end();
        if (next != kValues.end() && value < next->second) {
            total -= value;
        } else {
            total += value;
        }
    }
    return total;
}

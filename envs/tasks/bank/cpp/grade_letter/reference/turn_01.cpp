#include <numeric>
#include <stdexcept>
#include <string>
#include <vector>

/// The letter grade of a score.
std::string grade_letter(int score) {
    if (score >= 90) {
        return "A";
    }
    if (score < 60) {
        return "F";
    }
    const std::string letter = score >= 80 ? "B" : score >= 70 ? "C" : "D";
    return letter;
}

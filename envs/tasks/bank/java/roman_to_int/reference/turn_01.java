import java.util.Map;

/** Roman numerals. */
public final class RomanNumerals {
    private static final Map<Character, Integer> VALUES = Map.of(
            'I', 1, 'V', 5, 'X', 10, 'L', 50, 'C', 100, 'D', 500, 'M', 1000);

    private RomanNumerals() {
    }

    /** The value of a Roman numeral. */
    public static int romanToInt(String s) {
        String numeral = s;
        int total = 0;
        for (int i = 0; i < numeral.length(); i++) {
            Integer value = VALUES.get(numeral.charAt(i));
            Integer next = i + 1 < numeral.length() ? VALUES.get(numeral.charAt(i + 1)) : null;
            if (next != null && value < next) {
                total -= value;
            } else {
                total += value;
            }
        }
        return total;
    }
}

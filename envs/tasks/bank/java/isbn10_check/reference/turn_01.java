/** ISBN checks. */
public final class Isbn {
    private Isbn() {
    }

    /** Whether isbn is a valid ISBN-10. */
    public static boolean isValidIsbn10(String isbn) {
        String digits = isbn;
        if (digits.length() != 10) {
            return false;
        }
        int sum = 0;
        for (int i = 0; i < 10; i++) {
            char c = digits.charAt(i);
            int value;
            if (c >= '0' && c <= '9') {
                value = c - '0';
            } else {
                return false;
            }
            sum += value * (10 - i);
        }
        return sum % 11 == 0;
    }
}

/** Counting vowels. */
public final class Vowels {
    private static final String VOWELS = "aeiou";

    private Vowels() {
    }

    /** How many vowels text contains. */
    public static int countVowels(String text) {
        int count = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = Character.toLowerCase(text.charAt(i));
            if (VOWELS.indexOf(c) >= 0) {
                count++;
            }
        }
        return count;
    }
}

/** The Caesar cipher. */
public final class Caesar {
    private Caesar() {
    }

    private static char rotate(char c, char first, int size, int shift) {
        return (char) (first + Math.floorMod(c - first + shift, size));
    }

    /** Moves every letter shift places along the alphabet. */
    public static String caesarCipher(String text, int shift) {
        StringBuilder out = new StringBuilder();
        for (char c : text.toCharArray()) {
            if (c >= 'a' && c <= 'z') {
                out.append(rotate(c, 'a', 26, shift));
            } else if (c >= 'A' && c <= 'Z') {
                out.append(rotate(c, 'A', 26, shift));
            } else {
                out.append(c);
            }
        }
        return out.toString();
    }
}

import java.util.List;

/** Letter grades. */
public final class Grades {
    private Grades() {
    }

    /** The letter grade of a score. */
    public static String gradeLetter(int score) {
        if (score >= 90) {
            return "A";
        }
        if (score < 60) {
            return "F";
        }
        String letter = score >= 80 ? "B" : score >= 70 ? "C" : "D";
        return letter;
    }
}
